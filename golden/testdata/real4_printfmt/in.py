"""print of ints, floats, bools, strings and tuples, several arguments, and str() of numbers."""
import numpy as np
from numba import njit


@njit
def show(x, n):
    print("n =", n, "half:", n / 2, "ok", n > 3)
    print((1, 2.5), x[0], x.sum())
    s = "v" + str(n) + "_" + str(n * 3)
    print(s, len(s))
    return s

# call: show(np.array([1.5, -2.0, 3.25]), 7)

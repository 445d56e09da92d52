"""@vectorize bodies with chained comparisons, boolean operators and not: the Go loop (no vector form), bool results."""
import numpy as np
from numba import vectorize


@vectorize(["boolean(float64, float64, float64)"])
def between(lo, x, hi):
    return lo <= x < hi


@vectorize(["boolean(int64, int64)"])
def xor_odd(a, b):
    return (a % 2 == 1) != (b % 2 == 1) and not (a == b)

# call: between(0.0, np.linspace(-1.0, 2.0, 7), 1.0)
# call: between(np.array([0.0, 1.0]), np.array([[0.5], [1.5]]), np.array([1.0, 2.0]))
# call: xor_odd(np.arange(6), 3)
# call: xor_odd(np.arange(4).reshape(2, 2), np.array([[1, 1], [2, 3]]))

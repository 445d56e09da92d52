"""del works on dict and list items only: del of an array item is rejected with a hint, as Numba rejects it."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("int64(int64)")
def f(n):
    a = np.arange(n)
    del a[0]
    return len(a)

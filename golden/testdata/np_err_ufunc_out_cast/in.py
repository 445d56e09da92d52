"""A ufunc whose float result cannot be cast into an integer output array (NumPy's same_kind
rule) is rejected with the types named."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("int64[:](float64[:], int64[:])")
def f(x, out):
    np.sqrt(x, out)
    return out

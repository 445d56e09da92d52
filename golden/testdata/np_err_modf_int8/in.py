"""np.modf of an 8-bit integer array is rejected: NumPy computes it in float16, which pygo
does not have (and Numba does not support np.modf)."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("UniTuple(float32[:], 2)(int8[:])")
def f(x):
    return np.modf(x)

"""Signatures written with numba type objects: float64(float64[:], int64), a list of signatures, nogil and cache."""
import numpy as np
from numba import njit, float64, int64, float32


@njit(float64(float64[:], int64), nogil=True, cache=True)
def tail_sum(x, k):
    s = 0.0
    for i in range(x.shape[0] - k, x.shape[0]):
        s += x[i]
    return s


@njit([float64(float64), float32(float32)])
def cube(x):
    return x * x * x

# call: tail_sum(np.arange(10.0), 3)
# call: cube(1.5)

"""A prange loop that both writes an element of an output array and reduces into a scalar."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def square_and_sum(a):
    out = np.empty_like(a)
    s = 0.0
    for i in prange(a.size):
        out[i] = a[i] * a[i]
        s += out[i]
    return out, s


@njit(parallel=True)
def normalize_count(a, out):
    nz = 0
    for i in prange(a.size):
        out[i] = a[i] * 0.5
        if a[i] != 0:
            nz += 1
    return nz

# call: square_and_sum(np.arange(6.0))
# call: square_and_sum(np.linspace(1.0, 2.0, 513))
# call: normalize_count(np.array([0.0, 1.0, 0.0, 3.0, 5.0]), np.zeros(5))
# call: normalize_count(np.arange(4.0), np.ones(4))

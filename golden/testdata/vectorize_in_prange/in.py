"""A @vectorize ufunc called with scalars inside a prange loop and on rows inside a parallel=True function."""
import numpy as np
from numba import njit, prange, vectorize


@vectorize(["float64(float64, float64)"])
def smooth_max(x, y):
    return 0.5 * (x + y + abs(x - y))


@njit(parallel=True)
def row_peaks(a):
    out = np.empty(a.shape[0])
    for i in prange(a.shape[0]):
        m = a[i, 0]
        for j in range(1, a.shape[1]):
            m = smooth_max(m, a[i, j])
        out[i] = m
    return out


@njit(parallel=True)
def clipped_rows(a, floor):
    out = np.empty_like(a)
    for i in prange(a.shape[0]):
        out[i] = smooth_max(a[i], floor)
    return out

# call: row_peaks(np.sin(np.arange(24.0)).reshape(4, 6))
# call: clipped_rows(np.cos(np.arange(12.0)).reshape(3, 4), 0.0)

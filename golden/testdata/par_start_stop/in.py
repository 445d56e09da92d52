"""prange(start, stop): the loop variable runs from start, empty when stop <= start."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def partial_sum(a, start, stop):
    s = 0.0
    for i in prange(start, stop):
        s += a[i]
    return s


@njit(parallel=True)
def interior(a):
    out = np.zeros_like(a)
    for i in prange(1, a.size - 1):
        out[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0
    return out


@njit(parallel=True)
def index_sum(start, stop):
    s = 0
    for i in prange(start, stop):
        s += i
    return s

# call: partial_sum(np.arange(10.0), 2, 7)
# call: partial_sum(np.arange(10.0), 7, 2)
# call: interior(np.array([1.0, 2.0, 4.0, 8.0, 16.0]))
# call: index_sum(-5, 1000)
# call: index_sum(3, 3)

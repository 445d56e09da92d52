"""prange(start, stop, step) with positive and negative constant steps, empty ranges included."""
# oracle: cpython Numba 0.56 supports only step 1 in prange ("Only constant step size of 1 is supported")
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def every_other_down(a, start, stop):
    s = 0.0
    out = np.zeros_like(a)
    for i in prange(start, stop, -2):
        s += a[i]
        out[i] = 1.0
    return s, out


@njit(parallel=True)
def reversed_squares(n):
    s = 0
    for i in prange(n - 1, -1, -1):
        s += i * i
    return s


@njit(parallel=True)
def stride3(a, start):
    out = np.zeros_like(a)
    for i in prange(start, a.size, 3):
        out[i] = a[i] + 100.0
    return out

# call: every_other_down(np.arange(10.0), 9, 0)
# call: every_other_down(np.arange(10.0), 8, -1)
# call: every_other_down(np.arange(10.0), 0, 5)
# call: reversed_squares(10)
# call: reversed_squares(0)
# call: stride3(np.arange(10.0), 1)

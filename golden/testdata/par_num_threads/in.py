"""numba.get_num_threads() in parallel functions, used only in ways that do not change results."""
import numba
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def has_threads():
    n = numba.get_num_threads()
    return n >= 1


@njit(parallel=True)
def sum_with_threads(a):
    n = numba.get_num_threads()
    s = 0.0
    for i in prange(a.size):
        s += a[i]
    return s, n > 0


@njit(parallel=True)
def fill(n):
    out = np.zeros(n)
    ok = numba.get_num_threads() >= 1
    for i in prange(n):
        out[i] = i * 0.5
    return out, ok

# call: has_threads()
# call: sum_with_threads(np.arange(1.0, 101.0))
# call: fill(4)

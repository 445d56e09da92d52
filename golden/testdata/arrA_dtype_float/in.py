"""dtype= spellings of float64 that Numba accepts: np.float64, 'f8', 'float64', np.dtype('f8'), and the
builtin float (on zeros, ones and empty), on 1-d and 2-d creation and arange."""
import numpy as np
from numba import njit


@njit
def spelled(n):
    a = np.zeros(n, dtype=np.float64)
    b = np.ones(n, dtype='f8')
    c = np.full(n, 3, dtype='float64')
    d = np.empty(n, dtype=float)
    d[:] = -0.5
    e = np.zeros(n, dtype=np.dtype('f8'))
    return a, b, c, d, e


@njit
def shaped(n, m):
    a = np.ones((n, m), dtype=float)
    b = np.zeros((m, n), dtype='f8')
    c = np.full((n, m), -1, dtype=np.float64)
    return a, b, c, a.itemsize, b.shape


@njit
def ranged(n):
    return np.arange(n, dtype=np.float64), np.arange(0, n, 2, dtype=np.float64), np.array([1, 2], dtype='f8')

# call: spelled(3)
# call: spelled(0)
# call: shaped(2, 3)
# call: shaped(0, 2)
# call: ranged(5)
# call: ranged(0)

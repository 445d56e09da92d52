"""Array indexes that are tuples of arrays and slices: a[np.where(m)], a[np.nonzero(x)], a[t] with t = (arr,), (slice, i) or (i, slice)."""
import numpy as np
from numba import njit


@njit
def where_take(a, t):
    idx = np.where(a > t)
    return idx[0], a[idx]


@njit
def nonzero_direct(a):
    return a[np.nonzero(a)]


@njit
def mixed(b, i):
    rows = np.array([2, 0])
    s = (slice(1, 3), i)
    u = (i, slice(0, 2))
    return b[(rows,)], b[s], b[u]


@njit
def where_set(a):
    a[np.where(a < 0)] = 0.0
    return a


# call: where_take(np.array([3.0, -1.0, 7.0, 0.5, 9.0]), 1.0)
# call: where_take(np.array([3.0, -1.0]), 10.0)
# call: nonzero_direct(np.array([0, 4, 0, -2, 5]))
# call: mixed(np.arange(12.0).reshape(3, 4), 1)
# call: where_set(np.array([1.0, -2.0, 3.0, -0.5]))

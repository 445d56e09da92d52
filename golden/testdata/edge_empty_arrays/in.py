"""Empty arrays of shape (0,) and (0, 3) through the common operations: reductions that have an
identity, loops that never run, elementwise arithmetic, slicing, concatenate, reshape, cumsum,
sort, masks and axis reductions."""
import numpy as np
from numba import njit


@njit
def one_d(a):
    s = 0.0
    for x in a:
        s += x
    b = a * 2.0 + 1.0
    c = np.concatenate((a, np.ones(2)))
    return (a.sum(), a.prod(), s, b, b.size, a[1:], a[::-1], c, np.cumsum(a), np.sort(a),
            a[a > 0.0], a.reshape(0, 5).shape, np.any(a), np.all(a), len(a))


@njit
def two_d(m):
    return m.sum(axis=0), m.sum(axis=1), m.shape, m.T.shape, (m + 1.0).shape, m.sum(), m.ravel()


@njit
def empty_min(a):
    return a.min()

# call: one_d(np.zeros(0))
# call: two_d(np.zeros((0, 3)))
# call: one_d(np.arange(3.0)[3:])
# call: empty_min(np.zeros(0))

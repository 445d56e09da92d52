"""Integer indexing with negative indexes on 1-, 2- and 3-d arrays, read and written, with constant and run-time indexes."""
import numpy as np
from numba import njit


@njit
def vec(a):
    return a[-1], a[-2], a[-len(a)], a[len(a) - 1]


@njit
def mat(m, i, j):
    return m[-1, -1], m[0, -2], m[-2, 0], m[-1][-1], m[i, j]


@njit
def cube(c, i):
    return c[-1, -1, -1], c[0, -1, 1], c[-2, 0, -3], c[i, i, i]


@njit
def set_negative(m):
    m[-1, -1] = -1.0
    m[0, -1] = -2.0
    m[-m.shape[0], 0] = -3.0
    return m

# call: vec(np.array([3.0, -1.5, 2.0, 7.0]))
# call: vec(np.array([5, -6]))
# call: mat(np.arange(12).reshape(3, 4), -3, -4)
# call: mat(np.arange(6.0).reshape(2, 3), 1, -1)
# call: mat(np.asfortranarray(np.arange(12.0).reshape(3, 4)), -1, -3)
# call: cube(np.arange(24).reshape(2, 3, 4), -1)
# call: cube(np.arange(24.0).reshape(2, 3, 4) - 10, -2)
# call: set_negative(np.zeros((3, 2)))

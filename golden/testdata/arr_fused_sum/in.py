# compare: exact
"""np.sum of an element-wise expression is one loop with no temporary array, adding in C order
as Numba's sum of the temporary does: the same bits."""
import numpy as np
from numba import njit


@njit
def sq_dist(a, b):
    return ((a - b) ** 2).sum()


@njit
def dot_like(a, b):
    return np.sum(a * b) + np.sqrt((a * a).sum())


@njit
def broadcast_sum(m, v):
    return np.sum(m * v - 1.0)


@njit
def int_sum(a):
    return np.sum(a * 3 - 1)


@njit
def strided(m):
    return np.sum(m[::2] * 0.5) + np.sum(m.T * m.T)

# call: sq_dist(np.linspace(0.0, 1.0, 101), np.cos(np.arange(101.0)))
# call: sq_dist(np.zeros(0), np.zeros(0))
# call: dot_like(np.arange(37.0) / 7, np.sin(np.arange(37.0)))
# call: broadcast_sum(np.arange(12.0).reshape(3, 4) / 3, np.array([0.1, 0.2, 0.3, 0.4]))
# call: int_sum(np.arange(10, dtype=np.int32))
# call: strided(np.arange(20.0).reshape(4, 5) / 9)

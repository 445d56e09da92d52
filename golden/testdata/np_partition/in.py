"""np.partition as Numba computes it (its quickselect decides the order of the other
elements): one kth or several (a list, a tuple, an array; negative, repeated, unsorted), rows
of a 2-d array partitioned along the last axis, NaNs ordered last, integers, a strided view,
and the out-of-bounds error."""
import numpy as np
from numba import njit


@njit
def one(a, k):
    return np.partition(a, k)


@njit
def several(a):
    return np.partition(a, [1, 5]), np.partition(a, (7, -1, 2, 2)), np.partition(a, np.array([0, 3]))


@njit
def rows(m):
    return np.partition(m, 2), np.partition(m.T, [0, 1])


@njit
def strided(a):
    return np.partition(a[::2], 1)


@njit
def kth_bool(a):
    return np.partition(a, True)

# call: one(np.array([5.0, 1.0, 4.0, 2.0, 8.0, 7.0, 3.0, 6.0, 0.0, 9.0]), 4)
# call: one(np.array([3.0, np.nan, 1.0, 2.0, np.nan, 0.5]), 2)
# call: one(np.array([3.0, np.nan, 1.0, 2.0, np.nan, 0.5]), -1)
# call: one(np.array([9, 3, 7, 1, 8, 2, 6, 4, 5, 0, 11, 10]), 6)
# call: one(np.array([2.0, 2.0, 1.0, 1.0, 3.0, 3.0]), 0)
# call: one(np.zeros(0), 0)
# call: several(np.array([5.0, 1.0, 4.0, 2.0, 8.0, 7.0, 3.0, 6.0, 0.0, 9.0, -1.0, 12.0]))
# call: rows(np.array([[4.0, 3.0, 9.0, 1.0, 0.0], [1.0, 1.0, 5.0, 2.0, 8.0], [7.0, 6.0, 5.0, 4.0, 3.0]]))
# call: strided(np.array([9.0, 0.0, 1.0, 0.0, 5.0, 0.0, 3.0, 0.0, 7.0]))
# call: one((np.arange(61) * 37) % 61, 30)
# call: several((np.arange(100) * 7919 % 13) * 1.5)
# call: rows(np.sin(np.arange(60.0)).reshape(6, 10))
# call: kth_bool(np.array([3, 1, 2]))
# call: one(np.array([3.0, 1.0, 2.0]), 3)
# call: one(np.array([3.0, 1.0, 2.0]), -4)

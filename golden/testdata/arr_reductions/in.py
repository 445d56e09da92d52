"""Reductions over whole arrays and along an axis."""
import numpy as np
from numba import njit


@njit
def stats(a):
    return a.sum(), a.prod(), a.min(), a.max(), a.mean(), a.std(), a.var(), a.argmin(), a.argmax()


@njit
def int_stats(a):
    return np.sum(a), np.prod(a), np.min(a), np.max(a), np.mean(a), np.argmax(a)


@njit
def truth(a):
    return np.all(a > 0), np.any(a > 3), np.count_nonzero(a)


@njit
def along(m):
    return np.sum(m, axis=0), np.sum(m, axis=1), np.argmax(m, axis=0), np.argmin(m, axis=1)

# call: stats(np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0]))
# call: int_stats(np.array([3, 1, 4, 1, 5], dtype=np.int32))
# call: truth(np.array([1, 2, 3, 4]))
# call: truth(np.array([0, 2]))
# call: along(np.arange(12.0).reshape(3, 4))

"""Whole-array reductions: sum, prod, min, max, mean, std, var, argmin, argmax, all and any as
methods and functions, on float (with NaN), int32, uint8, bool and 2-d arrays; empty arrays
give 0, 1, nan or a ValueError as Numba does."""
import numpy as np
from numba import njit


@njit
def moments(a):
    return a.sum(), a.prod(), a.mean(), a.std(), a.var(), np.sum(a), np.mean(a), np.std(a), np.var(a)


@njit
def extremes(a):
    return a.min(), a.max(), np.min(a), np.max(a), a.argmin(), a.argmax(), np.argmin(a), np.argmax(a)


@njit
def truth(a):
    return a.all(), a.any(), np.all(a), np.any(a), np.all(a > 0), np.any(a < 0)


@njit
def minimum_of(a):
    return a.min()


@njit
def argmax_of(a):
    return np.argmax(a)

# call: moments(np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0]))
# call: moments(np.array([1, 2, 3, 4, 2147483647], dtype=np.int32))
# call: moments(np.array([200, 100, 7], dtype=np.uint8))
# call: moments(np.arange(1.0, 7.0).reshape(2, 3))
# call: moments(np.zeros(0))
# call: moments(np.array([1.0, np.nan]))
# call: extremes(np.array([3.0, -1.0, 4.0, -1.0, 9.0, 9.0]))
# call: extremes(np.array([2.0, np.nan, 5.0, np.nan]))
# call: extremes(np.array([[5, 2, 8], [8, 0, 1]], dtype=np.int32))
# call: extremes(np.array([False, True, True]))
# call: truth(np.array([1.0, 2.0, np.nan]))
# call: truth(np.array([0, 3, -1]))
# call: truth(np.zeros(0))
# call: truth(np.array([[True, True], [True, False]]))
# call: minimum_of(np.zeros(0))
# call: argmax_of(np.zeros(0, dtype=np.int32))

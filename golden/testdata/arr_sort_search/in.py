"""Sorting, cumulative sums, differences, unique values and searchsorted."""
import numpy as np
from numba import njit


@njit
def ordered(a):
    b = a.copy()
    b.sort()
    return np.sort(a), np.argsort(a), b


@njit
def running(a):
    return np.cumsum(a), np.cumprod(a), np.diff(a)


@njit
def distinct(a):
    return np.unique(a), np.searchsorted(np.unique(a), 3)

# call: ordered(np.array([3.0, 1.0, 2.0, 5.0, 4.0]))
# call: running(np.array([1, 2, 3, 4, 5]))
# call: distinct(np.array([5, 3, 3, 1, 5, 2]))

"""Loops over 1-d arrays: indexing, len, shape and negative indexes."""
import numpy as np
from numba import njit


@njit("float64(float64[:])")
def total(a):
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i]
    return s


@njit
def last_minus_first(a):
    return a[-1] - a[0] + a[len(a) - 2]


@njit
def count_positive(a):
    n = 0
    for i in range(len(a)):
        if a[i] > 0:
            n += 1
    return n

# call: total(np.arange(10.0))
# call: total(np.linspace(0.0, 1.0, 7))
# call: last_minus_first(np.arange(5.0))
# call: last_minus_first(np.arange(1, 8))
# call: count_positive(np.array([1.5, -2.0, 0.0, 3.0]))
# call: count_positive(np.arange(-3, 4))

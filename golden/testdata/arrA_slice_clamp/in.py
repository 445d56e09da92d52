"""Slice bounds past either end are clamped as Python clamps them, for positive and negative steps; an empty
slice results when the bounds cross."""
import numpy as np
from numba import njit


@njit
def clamped(a):
    return a[2:100], a[-100:3], a[100:], a[:-100], a[-100:100], a[5:2], a[100::-1], a[-100::-1], a[3:-100:-1]


@njit
def by_vars(a, lo, hi):
    return a[lo:hi], a[hi:lo:-1]


@njit
def mat_clamped(m):
    return m[1:50, -50:2], m[-10:, 10:], m[::-1, 5:-10:-1]

# call: clamped(np.arange(6))
# call: clamped(np.arange(2.0))
# call: by_vars(np.arange(5.0), -10, 10)
# call: by_vars(np.arange(5), 7, 9)
# call: by_vars(np.arange(5), 3, 1)
# call: by_vars(np.arange(5), -2, -100)
# call: mat_clamped(np.arange(12.0).reshape(3, 4))

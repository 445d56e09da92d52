"""Boolean-mask writes: a scalar into the selected elements, an array of the selected count, and in-place
updates a[m] += v, on vectors and with NaN."""
import numpy as np
from numba import njit


@njit
def set_scalar(a, t):
    a[a < t] = t
    return a


@njit
def set_array(a, mask, vals):
    a[mask] = vals
    return a


@njit
def set_nan(a):
    a[np.isnan(a)] = -1.0
    return a


@njit
def bump(a):
    a[a > 0] += 10
    return a

# call: set_scalar(np.array([3.0, -1.0, 0.5, -7.0]), 0.0)
# call: set_scalar(np.arange(5), -1)
# call: set_array(np.zeros(4), np.array([True, False, True, False]), np.array([5.0, 6.0]))
# call: set_array(np.arange(3), np.array([False, False, False]), np.zeros(0, dtype=np.int64))
# call: set_nan(np.array([np.nan, 2.0, np.nan]))
# call: bump(np.array([-1, 2, 0, 5]))

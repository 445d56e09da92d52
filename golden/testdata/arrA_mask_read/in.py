"""Boolean-mask reads: a[a > t], a mask argument and its negation, masks from np.isnan, and masks selecting
nothing or everything."""
import numpy as np
from numba import njit


@njit
def select(a, t):
    return a[a > t]


@njit
def with_mask(a, mask):
    return a[mask], a[~mask], mask.sum()


@njit
def nan_free(a):
    return a[~np.isnan(a)], a[np.isnan(a)].size


@njit
def combined(a):
    return a[(a > -2) & (a < 2)], a[(a < -2) | (a > 2)]

# call: select(np.array([1.0, -2.0, 3.5, 0.0]), 0.0)
# call: select(np.arange(5), 10)
# call: select(np.arange(5), -10)
# call: with_mask(np.arange(4.0), np.array([True, False, False, True]))
# call: nan_free(np.array([1.0, np.nan, -3.0, np.nan]))
# call: combined(np.arange(-4, 5))

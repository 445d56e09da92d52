"""np.diff (first and higher order, 2-d along the last axis, ints, arrays shorter than n),
np.unique (sorted distinct values of ints, floats with NaN and 2-d arrays) and np.searchsorted
(side='left' and 'right', scalar and array needles, values beyond both ends)."""
import numpy as np
from numba import njit


@njit
def differences(a):
    return np.diff(a), np.diff(a, 2), np.diff(a, n=3)


@njit
def differences2(m):
    return np.diff(m), np.diff(m, 2)


@njit
def distinct(a):
    return np.unique(a)


@njit
def search(sorted_a, v, x):
    return (np.searchsorted(sorted_a, v), np.searchsorted(sorted_a, v, side='right'),
            np.searchsorted(sorted_a, x), np.searchsorted(sorted_a, x, side='right'))

# call: differences(np.array([1, 4, 9, 16, 25, 36]))
# call: differences(np.array([1.0, 0.5, -2.0, np.inf]))
# call: differences(np.array([1.0, 2.0]))
# call: differences2(np.array([[1.0, 3.0, 6.0, 10.0], [0.0, -1.0, 1.0, -1.0]]))
# call: distinct(np.array([5, 3, 3, -1, 5, 2, -1]))
# call: distinct(np.array([2.5, np.nan, 1.0, 2.5, np.nan, -0.0, 0.0]))
# call: distinct(np.array([[3, 1], [1, 2]], dtype=np.int32))
# call: distinct(np.zeros(0))
# call: search(np.array([1.0, 2.0, 2.0, 2.0, 5.0]), np.array([0.0, 2.0, 3.0, 5.0, 9.0]), 2.0)
# call: search(np.array([1, 3, 5, 7]), np.array([7, 1, 4]), 8)
# call: search(np.zeros(0), np.array([1.0]), 0.0)

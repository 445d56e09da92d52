"""Boolean masks and integer-array indexing, read and written."""
import numpy as np
from numba import njit


@njit
def positives(a):
    return a[a > 0]


@njit
def zero_small(a, t):
    a[np.abs(a) < t] = 0.0
    return a


@njit
def pick(a, idx):
    return a[idx]


@njit
def put(a, idx):
    a[idx] = -1
    return a

# call: positives(np.array([1.0, -2.0, 3.0, 0.0, 5.0]))
# call: zero_small(np.array([0.1, -0.5, 2.0, -0.05]), 0.2)
# call: pick(np.arange(10.0) * 2, np.array([3, 0, -1]))
# call: pick(np.arange(12).reshape(4, 3), np.array([2, 0]))
# call: put(np.arange(6), np.array([1, 4]))

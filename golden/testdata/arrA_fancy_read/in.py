"""Integer-array indexing reads: negative and repeated indexes, an empty index array, rows of a matrix,
and an index array combined with a slice."""
import numpy as np
from numba import njit


@njit
def take(a, idx):
    return a[idx]


@njit
def take_rows(m, idx):
    return m[idx], m[idx, 1:], m[:, idx]


@njit
def take_built(a):
    idx = np.array([0, -1, 2, -2])
    return a[idx], a[np.arange(len(a))[::-1]]

# call: take(np.arange(5.0), np.array([4, 0, -1, -5, 2]))
# call: take(np.arange(5), np.array([1, 1, 1]))
# call: take(np.arange(5.0), np.zeros(0, dtype=np.int64))
# call: take(np.arange(6), np.array([-6, 5], dtype=np.int32))
# call: take_rows(np.arange(12.0).reshape(3, 4), np.array([0, -1]))
# call: take_built(np.array([10, 20, 30, 40]))

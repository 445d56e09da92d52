"""np.take_along_axis(arr, indices, None): the elements of the flattened array (C order) at
1-d indices, negative ones counting from the end. (pygo raises IndexError for an index out of
range, where Numba 0.56 reads past the array, so no such call is recorded.)"""
import numpy as np
from numba import njit


@njit
def take(a, idx):
    return np.take_along_axis(a, idx, None)


@njit
def take_views(a, idx):
    return np.take_along_axis(a.T, idx, None), np.take_along_axis(a[:, ::2], idx[::-1], axis=None)

# call: take(np.arange(6.0), np.array([1, 0, 5]))
# call: take(np.arange(12.0).reshape(3, 4), np.array([11, -1, 0, 4]))
# call: take(np.arange(24).reshape(2, 3, 4), np.array([23, 7], dtype=np.int32))
# call: take(np.arange(6.0), np.zeros(0, dtype=np.int64))
# call: take_views(np.arange(12.0).reshape(3, 4), np.array([0, 1, 2, 5]))

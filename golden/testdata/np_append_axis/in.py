"""np.append(arr, values, axis=k) is np.concatenate((arr, values), axis=k) as in Numba: the dtypes promote, a negative axis counts from the end, axis=None flattens; an axis out of range raises IndexError and shapes that differ off the axis ValueError."""
import numpy as np
from numba import njit


@njit
def rows(a, b):
    return np.append(a, b, axis=0), np.append(a, b, 0)


@njit
def cols(a, b, k):
    return np.append(a, b, axis=k)


@njit
def flat(a, b):
    return np.append(a, b, axis=None)


@njit
def vec(a, b):
    return np.append(a, b, axis=-1)

# call: rows(np.arange(6.0).reshape(2, 3), np.array([[7, 8, 9]]))
# call: rows(np.zeros((0, 2), dtype=np.int32), np.ones((2, 2), dtype=np.int64))
# call: cols(np.arange(6.0).reshape(2, 3), np.array([[1.5], [2.5]]), 1)
# call: cols(np.arange(6.0).reshape(2, 3), np.array([[1.5], [2.5]]), -1)
# call: cols(np.arange(6.0).reshape(2, 3), np.array([[1.5], [2.5]]), 2)
# call: cols(np.arange(6.0).reshape(2, 3), np.array([[1.5], [2.5]]), 0)
# call: cols(np.arange(8).reshape(2, 2, 2), np.arange(4).reshape(2, 1, 2) + 0j, 1)
# call: flat(np.arange(4.0).reshape(2, 2), np.array([[5.0]]))
# call: vec(np.array([True, False]), np.array([3, 4]))

"""np.take with an integer array of indexes of any number of dimensions: the result has the
shape of the indexes (elements of the array in C order, negative indexes from the end), and
an index out of range raises IndexError, as in Numba."""
import numpy as np
from numba import njit


@njit
def take(a, idx):
    return np.take(a, idx)


@njit
def take_t(a, idx):
    return np.take(a.T, idx)

# call: take(np.arange(12).reshape((4, 3)), np.array([1, 5, 1, 11]).reshape((2, 2, 1)))
# call: take(np.arange(12.0).reshape((4, 3)), np.array([[0, -1], [3, -12]], dtype=np.int32))
# call: take(np.arange(6.0), np.array([[5, 4, 3]], dtype=np.uint8))
# call: take(np.arange(6.0), np.zeros((2, 0), dtype=np.int64))
# call: take(np.arange(12).reshape((4, 3)), np.array([[1, 12]]))
# call: take_t(np.arange(6).reshape((2, 3)), np.array([[0, 1], [2, 3]]))

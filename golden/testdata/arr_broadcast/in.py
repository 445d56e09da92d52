"""Broadcasting: a matrix with a row, a column made with None, and scalars."""
import numpy as np
from numba import njit


@njit
def center(m):
    return m - np.sum(m, axis=0) / m.shape[0]


@njit
def outer_sum(a, b):
    return a.reshape((a.size, 1)) + b

# call: center(np.arange(6.0).reshape(3, 2))
# call: outer_sum(np.arange(3.0), np.arange(4.0) * 10)

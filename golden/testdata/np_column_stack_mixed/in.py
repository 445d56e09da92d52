"""np.column_stack of 1-d arrays (columns) mixed with 2-d arrays, with dtype promotion and Numba's error for a row-count mismatch."""
import numpy as np
from numba import njit


@njit
def cols(a, b, c):
    return np.column_stack((a, b, c))


@njit
def design(x, feats):
    return np.column_stack((np.ones(x.size), x, feats))


# call: cols(np.array([0, 1, 2, 3]), np.array([10, 11, 12, 13]), np.arange(12).reshape(4, 3))
# call: cols(np.arange(6.0).reshape(3, 2), np.array([1, 2, 3]), np.array([0.5, 1.5, 2.5]))
# call: cols(np.array([1, 2]), np.arange(6).reshape(3, 2), np.array([1, 2]))
# call: design(np.linspace(0.0, 1.0, 3), np.arange(6.0).reshape(3, 2) ** 2)

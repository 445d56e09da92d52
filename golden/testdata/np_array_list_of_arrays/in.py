"""np.array of a list of arrays: one more axis (pygo accepts any list of arrays of one shape)."""
# oracle: cpython Numba 0.56 builds an array from arrays only in a nested array comprehension
import numpy as np
from numba import njit


@njit
def rows(a):
    return np.array([a[i] * 2.0 for i in range(a.shape[0])])


@njit
def planes(n):
    parts = [np.arange(6).reshape(2, 3) + k for k in range(n)]
    return np.array(parts), np.array(parts, dtype=np.float64).sum()


# call: rows(np.arange(6.0).reshape(3, 2))
# call: rows(np.arange(6.0).reshape(3, 2).T)
# call: planes(2)

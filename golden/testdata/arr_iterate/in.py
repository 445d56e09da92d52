"""Iteration over arrays: the elements of a vector, the rows of a matrix."""
import numpy as np
from numba import njit


@njit
def total(a):
    s = 0.0
    for x in a:
        s += x
    return s


@njit
def row_norms(m):
    out = np.empty(m.shape[0])
    i = 0
    for row in m:
        out[i] = np.sqrt(np.sum(row * row))
        i += 1
    return out

# call: total(np.arange(5.0))
# call: row_norms(np.arange(6.0).reshape(3, 2))

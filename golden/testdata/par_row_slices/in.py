"""prange bodies that work on whole rows: slice assignment, array expressions and reductions of a row."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def normalize_rows(m):
    out = np.empty_like(m)
    for i in prange(m.shape[0]):
        row = m[i, :]
        out[i, :] = row / np.sum(row)
    return out


@njit(parallel=True)
def row_norms(m):
    out = np.empty(m.shape[0])
    for i in prange(m.shape[0]):
        out[i] = np.sqrt(np.sum(m[i] * m[i]))
    return out


@njit(parallel=True)
def fill_rows(n, k):
    out = np.zeros((n, k))
    for i in prange(n):
        out[i, :] = i + 0.5
    return out

# call: normalize_rows(np.arange(1.0, 7.0).reshape(2, 3))
# call: row_norms(np.array([[3.0, 4.0], [1.0, 1.0], [0.0, 2.0]]))
# call: fill_rows(3, 2)

"""2-d loops: prange over the rows of a matrix, a serial range over its columns."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def row_sums(m):
    out = np.zeros(m.shape[0])
    for i in prange(m.shape[0]):
        s = 0.0
        for j in range(m.shape[1]):
            s += m[i, j]
        out[i] = s
    return out


@njit(parallel=True)
def total(m):
    t = 0.0
    for i in prange(m.shape[0]):
        for j in range(m.shape[1]):
            t += m[i, j] * (j + 1)
    return t


@njit(parallel=True)
def scale_cols(m, f):
    for i in prange(m.shape[0]):
        for j in range(m.shape[1]):
            m[i, j] *= f[j]
    return m

# call: row_sums(np.arange(12.0).reshape(3, 4))
# call: row_sums(np.ones((300, 2)))
# call: total(np.arange(6.0).reshape(2, 3))
# call: total(np.linspace(0.0, 1.0, 1000).reshape(250, 4))
# call: scale_cols(np.arange(6.0).reshape(3, 2), np.array([10.0, -1.0]))

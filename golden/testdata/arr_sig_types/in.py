"""Array types in signatures: abbreviations, layouts and types.Array."""
import numpy as np
from numba import njit, types


@njit("f8(f8[:, :], i8)")
def column_sum(m, j):
    s = 0.0
    for i in range(m.shape[0]):
        s += m[i, j]
    return s


@njit(types.float64(types.Array(types.float64, 2, "C")))
def trace(m):
    s = 0.0
    for i in range(min(m.shape[0], m.shape[1])):
        s += m[i, i]
    return s


@njit("int32[:](int32[:, :, :])")
def depth_sums(a):
    out = np.zeros(a.shape[0], dtype=np.int32)
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            for k in range(a.shape[2]):
                out[i] += a[i, j, k]
    return out

# call: column_sum(np.arange(12.0).reshape(3, 4), 2)
# call: trace(np.arange(9.0).reshape(3, 3))
# call: depth_sums(np.arange(24, dtype=np.int32).reshape(2, 3, 4))

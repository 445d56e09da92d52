"""Array assignment from one array operand (kernels.CopyView, a run at a time) and cumsum/cumprod
of reversed views: suffix sums per row, a reversed destination, a broadcast row, an
overlapping self-assignment read as a copy, integer and 2-d strided sources."""
import numpy as np
from numba import njit


@njit
def suffix(a):
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = np.cumsum(a[i, ::-1])[::-1]
    return out


@njit
def suffix_prod(v):
    return np.cumprod(v[::-1]), np.cumsum(v[::-2])


@njit
def rev_into(a, row):
    out = np.zeros((a.shape[0], a.shape[1]))
    out[::-1, ::-1] = a
    out2 = np.zeros((a.shape[0], a.shape[1]))
    out2[:, ::-1] = row
    return out, out2


@njit
def self_rev(v):
    v[:] = v[::-1]
    return v


@njit
def ints(m):
    out = np.zeros((m.shape[1], m.shape[0]), dtype=np.int64)
    out[:, :] = m.T
    return out

# call: suffix(np.arange(12.0).reshape(3, 4) - 5.5)
# call: suffix(np.array([[-0.0, 0.0, -0.0]]))
# call: suffix(np.zeros((2, 0)))
# call: suffix_prod(np.array([1.5, -2.0, 0.5, 3.0, 1e308]))
# call: rev_into(np.arange(6.0).reshape(2, 3), np.array([1.0, 2.0, 3.0]))
# call: self_rev(np.arange(7.0))
# call: ints(np.arange(6).reshape(2, 3))

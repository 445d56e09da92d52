"""Integer-array indexing writes: a scalar, an array of values, rows of a matrix, negative and repeated
indexes, and a[idx] += 1 (a repeated index is incremented once, as in NumPy)."""
import numpy as np
from numba import njit


@njit
def put_scalar(a, idx, v):
    a[idx] = v
    return a


@njit
def put_array(a, idx, vals):
    a[idx] = vals
    return a


@njit
def put_rows(m, idx):
    m[idx] = -1.0
    return m


@njit
def add_at(a, idx):
    a[idx] += 1
    return a

# call: put_scalar(np.arange(5.0), np.array([0, -1]), 9.5)
# call: put_scalar(np.arange(5), np.zeros(0, dtype=np.int64), 3)
# call: put_array(np.zeros(5), np.array([4, -4, 2]), np.array([1.0, 2.0, 3.0]))
# call: put_array(np.zeros(3), np.array([1, 1]), np.array([5.0, 6.0]))
# call: put_rows(np.zeros((3, 2)), np.array([-1, 0]))
# call: add_at(np.zeros(4), np.array([1, 1, -1]))

"""Augmented assignment on a row view (m[i] += 1), a column view (m[:, j] *= 2), with array and
scalar right-hand sides, on C and F inputs and on integer arrays."""
import numpy as np
from numba import njit


@njit
def bump(m):
    for i in range(m.shape[0]):
        m[i] += i + 1
    for j in range(m.shape[1]):
        m[:, j] *= 2
    return m


@njit
def col_ops(m, v):
    m[:, 0] -= v
    m[1] //= 2
    m[:, -1] += m[:, 0]
    m[0, :] **= 2
    return m


@njit
def row_from_row(m):
    m[0] += m[-1]
    m[:, 1] /= m[:, 0] + 1.0
    return m

@njit
def int_ops(m):
    for i in range(1, m.shape[0]):
        m[i] += m[i - 1]
    m[0] <<= 2
    m[:, 1] |= 1
    m[-1] %= 5
    m[:, -1] ^= m[:, 0]
    return m

# call: bump(np.zeros((2, 3)))
# call: bump(np.asfortranarray(np.arange(6).reshape(3, 2)))
# call: col_ops(np.arange(9).reshape(3, 3), np.array([1, 2, 3]))
# call: row_from_row(np.arange(6.0).reshape(3, 2))
# call: int_ops(np.asfortranarray(np.arange(12).reshape(3, 4)))

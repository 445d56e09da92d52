"""Slice assignment that broadcasts: a scalar into a 2-d block, a row into every row or every other row,
a column vector into one column, and a row into a 2-d slice of a 3-d array."""
import numpy as np
from numba import njit


@njit
def fill_block(m, v):
    m[1:, 1:] = v
    return m


@njit
def fill_rows(m, row):
    m[:] = row
    return m


@njit
def fill_some(m, row):
    m[::2, :] = row
    m[:, 0] = -1
    m[-1, 1:] = row[1:]
    return m


@njit
def fill_cube(c, row):
    c[0] = row
    c[1, 1:] = row
    c[:, :, 0] = 7.0
    return c

# call: fill_block(np.zeros((3, 4)), 2.5)
# call: fill_block(np.zeros((1, 4)), -1.0)
# call: fill_rows(np.zeros((3, 2)), np.array([1.0, -2.0]))
# call: fill_some(np.zeros((5, 3), dtype=np.int64), np.array([4, 5, 6]))
# call: fill_cube(np.zeros((2, 3, 2)), np.array([0.5, 1.5]))

"""Broadcasting: a 1-d array with a 2-d one, a column (n, 1) with a row (1, m) built with
reshape, a 3-d with a 2-d array, size-1 axes stretched, and empty axes."""
import numpy as np
from numba import njit


@njit
def row_with_matrix(m, r):
    return m + r, r * m, m - r.reshape((1, r.size))


@njit
def column_with_row(c, r):
    col = c.reshape((c.size, 1))
    row = r.reshape((1, r.size))
    return col + row, col * row, col > row


@njit
def column_with_vector(c, v):
    return c.reshape((-1, 1)) - v


@njit
def three_d(t, m):
    return t * m, (t + m).shape

# call: row_with_matrix(np.arange(6.0).reshape(2, 3), np.array([10.0, 20.0, 30.0]))
# call: row_with_matrix(np.arange(6).reshape(3, 2), np.array([1, -1]))
# call: row_with_matrix(np.zeros((0, 2)), np.array([1.0, 2.0]))
# call: column_with_row(np.array([1.0, 2.0, 3.0]), np.array([10.0, 20.0]))
# call: column_with_row(np.array([1, 5]), np.array([2, 3, 4, 5]))
# call: column_with_row(np.array([1.0]), np.zeros(0))
# call: column_with_vector(np.array([1, 2, 3]), np.array([0.5, 1.5]))
# call: three_d(np.arange(12.0).reshape(2, 1, 6), np.arange(18.0).reshape(3, 6))
# call: three_d(np.arange(4).reshape(2, 2, 1), np.array([[1, -1, 2]]))

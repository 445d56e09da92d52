"""np.shape of what np.asarray takes: an array, a number (shape ()), a tuple or list of numbers
(its length), a list of rows."""
import numpy as np
from numba import njit


@njit
def shapes(a, x, n):
    return np.shape(a), np.shape(x), np.shape((1.0, 2.0, 3.0)), np.shape([i for i in range(n)])


@njit
def of_number(x):
    return np.shape(x), np.shape(2 * x) == ()


@njit
def rows(n):
    return np.shape([[1.0, 2.0], [3.0, 4.0], [5.0, float(n)]])

# call: shapes(np.zeros((2, 3)), 4.5, 5)
# call: shapes(np.arange(4), 1, 0)
# call: of_number(3)
# call: of_number(1.5)
# call: rows(6)

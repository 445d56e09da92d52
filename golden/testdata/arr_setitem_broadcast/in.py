"""Assignment into array selections with Numba's setitem rules: the value broadcasts onto the
selection (axes of length 1 stretch, extra leading axes of length 1 drop), with Numba's
ValueErrors otherwise; 0-d integer arrays index as their element and a 0-d array stores its
element into one position."""
import numpy as np
from numba import njit


@njit
def fill_all(a, value):
    a[:] = value
    return a


@njit
def fill_rows(a, value):
    a[1:] = value
    return a


@njit
def fill_scaled(a, value):
    a[:] = value * 2
    return a


@njit
def index_0d(a, i):
    return a[i]


@njit
def index_0d_2(a, i, j):
    return a[i, j], a[i][j], a[i, :]


@njit
def store_0d(a, idx, b):
    a[idx] = b
    return a

# call: fill_all(np.zeros((2, 3)), np.arange(3.0))
# call: fill_all(np.zeros(5, dtype=np.int64), np.arange(5).reshape((1, 5)))
# call: fill_all(np.zeros((2, 3), dtype=np.int64), np.arange(6).reshape((1, 1, 2, 3)))
# call: fill_all(np.zeros((2, 3)), np.arange(2.0).reshape((2, 1)))
# call: fill_all(np.zeros(5, dtype=np.int64), np.arange(10).reshape((2, 5)))
# call: fill_all(np.zeros((2, 5), dtype=np.int64), np.arange(4))
# call: fill_all(np.zeros((2, 3)), np.arange(6.0).reshape((3, 2)))
# call: fill_rows(np.zeros((3, 2)), np.arange(2.0).reshape((1, 1, 2)))
# call: fill_rows(np.zeros((3, 2)), np.arange(3.0))
# call: fill_scaled(np.zeros(4), np.arange(4.0).reshape((1, 4)))
# call: fill_scaled(np.zeros(4), np.arange(3.0))
# call: index_0d(np.arange(5.0), np.array(3, dtype=np.int16))
# call: index_0d(np.arange(5), np.array(-1))
# call: index_0d_2(np.arange(12).reshape(3, 4), np.array(2, dtype=np.int32), np.array(-1, dtype=np.int64))
# call: store_0d(np.zeros(3), 0, np.array(3.14))
# call: store_0d(np.zeros(3, dtype=np.int64), -1, np.array(3))
# call: store_0d(np.zeros(3, dtype=np.int64), np.array(1, dtype=np.uint16), np.array(2.5))

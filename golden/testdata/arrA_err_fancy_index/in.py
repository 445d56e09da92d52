"""An integer-array index out of range raises IndexError (NumPy's message), positive or negative, read or
written, on a vector and on the rows of a matrix; an index within range still works."""
# oracle: cpython Numba 0.56 does not bounds-check integer-array indexes (it reads and writes out of bounds)
import numpy as np
from numba import njit


@njit
def take(a, idx):
    return a[idx]


@njit
def put(a, idx):
    a[idx] = 0.0
    return a

# call: take(np.arange(3.0), np.array([0, 2, -3]))
# call: take(np.arange(3.0), np.array([0, 3]))
# call: take(np.arange(3.0), np.array([-4]))
# call: take(np.arange(12.0).reshape(4, 3), np.array([1, 4]))
# call: put(np.arange(3.0), np.array([5]))
# call: put(np.arange(3.0), np.array([1, -4]))

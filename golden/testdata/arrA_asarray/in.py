"""np.asarray: an array is passed through (same memory), a list or tuple is copied into a new array; with
a dtype= that differs, an array is converted into a new array."""
import numpy as np
from numba import njit


@njit
def same(a):
    b = np.asarray(a)
    b[0] = 100
    return a


@njit
def from_sequences(x):
    return np.asarray([1.0, x, 3.0]), np.asarray((2, 4, 6)), np.asarray([[1, 2], [3, 4]])

@njit
def converted(a):
    b = np.asarray(a, dtype=np.float64)
    b[0] = 0.5
    return a, b

# call: same(np.arange(4.0))
# call: same(np.array([-1, 2, 3]))
# call: from_sequences(-0.5)
# call: converted(np.array([3, -1, 2]))
# call: converted(np.arange(3.0))

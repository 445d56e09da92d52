"""NumPy ufuncs with an optional operand (an array or a number that may be None): the value is used as its element type, and None raises Numba's TypeError "expected array(float64, 1d, C), got None"."""
import numpy as np
from numba import njit


@njit
def add_maybe(x, y):
    if y > 2:
        z = None
    else:
        z = np.ones(4)
    return np.add(x, z)


@njit
def sqrt_maybe(a, flag):
    z = a * 2.0 if flag else None
    return np.sqrt(z)


@njit
def scale_maybe(a, k):
    s = None
    if k > 0:
        s = float(k)
    return np.multiply(a, s)


@njit
def where_maybe(a, b, flag):
    z = None
    if flag:
        z = b
    return np.maximum(a, z, np.empty_like(a))

# call: add_maybe(np.arange(4), 1)
# call: add_maybe(np.arange(4), 3)
# call: sqrt_maybe(np.array([1.0, 4.5, 8.0]), True)
# call: sqrt_maybe(np.array([1.0, 4.5, 8.0]), False)
# call: scale_maybe(np.arange(3.0), 2)
# call: scale_maybe(np.arange(3.0), 0)
# call: where_maybe(np.array([1.0, 5.0, -2.0]), np.array([3.0, 3.0, 3.0]), True)
# call: where_maybe(np.array([1.0, 5.0, -2.0]), np.array([3.0, 3.0, 3.0]), False)

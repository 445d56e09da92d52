"""NumPy ufuncs applied to constant numbers (np.bitwise_and(3, 1), np.add(2, 3)): the result has
the ufunc's type, also where it meets an operand of that type or is stored in a variable."""
import numpy as np
from numba import njit


@njit
def consts(a):
    x = np.bitwise_and(6, 3)
    y = a & x
    z = np.add(2, 3) + np.float32(1.5) * np.multiply(np.float32(2), 3)
    return y, a & np.bitwise_or(4, 1), np.left_shift(1, 40), z, np.bitwise_and(0, 0) & a


@njit
def in_array_expr(v):
    return np.bitwise_xor(5, 1) & v, v * np.subtract(7, 2)

# call: consts(7)
# call: consts(-1)
# call: in_array_expr(np.array([1, 2, 7, -8]))

"""uint8 and bool arrays in arithmetic: uint8 wraps modulo 256, uint8 with int32 or int64
widens, bool + bool stays bool (logical or), bool with ints or floats counts as 0 and 1."""
import numpy as np
from numba import njit


@njit
def bytes_ops(u, v):
    return u + v, u - v, u * v, u // v, u % v, u / v


@njit
def bytes_mixed(u, i32, i64, f):
    return u + i32, u - i64, u * f, i32 - u


@njit
def bytes_scalars(u, k, x):
    return u + k, u * x, k - u


@njit
def bool_arith(b, c, i, f):
    return b + c, b * c, b + i, b * f, i - b, b + 1, b * 2.5

# call: bytes_ops(np.array([200, 100, 3, 0, 255], dtype=np.uint8), np.array([100, 200, 7, 1, 2], dtype=np.uint8))
# call: bytes_mixed(np.array([250, 5, 0], dtype=np.uint8), np.array([10, -10, -1], dtype=np.int32), np.array([300, 6, 1]), np.array([0.5, -2.0, 1e3]))
# call: bytes_scalars(np.array([250, 5, 0], dtype=np.uint8), 10, 0.5)
# call: bytes_scalars(np.array([1, 128], dtype=np.uint8), -3, -1.5)
# call: bool_arith(np.array([True, False, True, False]), np.array([True, True, False, False]), np.array([5, -5, 0, 2]), np.array([1.5, 2.5, -0.5, 0.0]))
# call: bool_arith(np.zeros(0, dtype=np.bool_), np.zeros(0, dtype=np.bool_), np.zeros(0, dtype=np.int64), np.zeros(0))

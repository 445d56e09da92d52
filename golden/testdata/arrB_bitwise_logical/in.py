"""The operators & | ^ ~ << >> on int64, int32, uint8 and bool arrays and scalars, and the
ufuncs logical_and/or/not/xor (on floats and bools), bitwise_and/or/xor and invert."""
import numpy as np
from numba import njit


@njit
def int_ops(a, b):
    return a & b, a | b, a ^ b, ~a, a << 2, a >> 1, b >> a


@njit
def int_scalar(a, k):
    return a & k, k | a, a ^ k, a << k, a >> k


@njit
def bool_ops(p, q):
    return p & q, p | q, p ^ q, ~p, (p | q) & ~(p & q)


@njit
def logical(x, y):
    return np.logical_and(x, y), np.logical_or(x, y), np.logical_not(x), np.logical_xor(x, y)


@njit
def bitwise(a, b):
    return np.bitwise_and(a, b), np.bitwise_or(a, b), np.bitwise_xor(a, b), np.invert(a), np.invert(b)

# call: int_ops(np.array([12, -7, 0, 255]), np.array([10, 3, 5, 4]))
# call: int_ops(np.array([1, 2, -1], dtype=np.int32), np.array([6, 7, 8], dtype=np.int32))
# call: int_ops(np.array([200, 15, 1], dtype=np.uint8), np.array([1, 3, 7], dtype=np.uint8))
# call: int_scalar(np.array([5, -6, 1023]), 3)
# call: int_scalar(np.array([240, 15], dtype=np.uint8), 1)
# call: bool_ops(np.array([True, True, False, False]), np.array([True, False, True, False]))
# call: logical(np.array([0.0, 1.5, np.nan, -2.0]), np.array([0.0, 0.0, 1.0, 3.0]))
# call: logical(np.array([True, False, True]), np.array([False, False, True]))
# call: bitwise(np.array([12, -1, 0]), np.array([10, 6, -8]))
# call: bitwise(np.array([True, False]), np.array([True, True]))

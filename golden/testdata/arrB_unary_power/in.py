"""Unary minus and plus, np.abs, and ** on int and float arrays: integer powers stay integer
(and wrap), a float exponent gives float, negative bases with fractional exponents give NaN,
0.0 ** -1 is inf; uint8 negation wraps."""
import numpy as np
from numba import njit


@njit
def unary(a):
    return -a, +a, np.abs(a), -(-a)


@njit
def int_powers(a, k):
    return a ** 2, a ** k, a ** a, 2 ** a, a ** 0.5


@njit
def float_powers(x, y):
    return x ** 2, x ** y, x ** 0.5, x ** -1.0, 2.0 ** x, x ** 3


@njit
def scalar_power(x, k):
    return np.power(x, k), x ** k

# call: unary(np.array([3, -1, 0, -9223372036854775807]))
# call: unary(np.array([-1.5, 0.0, -0.0, np.inf, np.nan]))
# call: unary(np.array([0, 1, 200], dtype=np.uint8))
# call: unary(np.array([5, -7], dtype=np.int32))
# call: int_powers(np.array([0, 1, 2, 3, -3, 10]), 3)
# call: int_powers(np.array([2, 3], dtype=np.int32), 31)
# call: float_powers(np.array([2.0, -2.0, 0.0, 0.5, -1.0]), np.array([0.5, 3.0, -1.0, 2.0, np.inf]))
# call: float_powers(np.array([1.5, -0.5], dtype=np.float32), np.array([2.0, 0.5], dtype=np.float32))
# call: scalar_power(-8.0, 3)
# call: scalar_power(2.0, -2)

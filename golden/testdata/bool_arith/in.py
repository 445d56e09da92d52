"""Bools in arithmetic: True + True, bool * float, counting with bools."""
from numba import njit


@njit
def count_true(a, b, c):
    return a + b + c


@njit
def scale(flag, x):
    return flag * x


@njit
def count_even(n):
    c = 0
    for i in range(n):
        c += i % 2 == 0
    return c


@njit
def xor_bool(a, b):
    return a ^ b, a & b, a | b

# call: count_true(True, True, False)
# call: scale(True, 2.5)
# call: scale(False, -3.0)
# call: count_even(11)
# call: xor_bool(True, False)

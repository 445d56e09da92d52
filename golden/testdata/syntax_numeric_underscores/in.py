"""Numeric literals with underscores (ints, floats, hex and binary)."""
from numba import njit

BILLION = 1_000_000_000


@njit
def seconds_to_years(s):
    return s / 31_536_000.0


@njit
def masks(x):
    return x & 0xFFFF_FFFF, x & 0b1111_0000, x % 1_000


@njit
def scaled(n):
    return n * BILLION + 1_2_3

# call: seconds_to_years(3153600000)
# call: masks(123456789012)
# call: scaled(9)
# call: scaled(-1)

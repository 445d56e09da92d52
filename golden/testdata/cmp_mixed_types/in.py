"""Comparisons between ints, floats and bools, and around 2**53."""
from numba import njit


@njit
def cmp_all(a, b):
    return a < b, a <= b, a == b, a != b, a > b, a >= b


@njit
def int_float_eq(n):
    return n == n + 0.0, float(n) == n


@njit
def bool_vs_int(b, n):
    return b == n, b < n

# call: cmp_all(1, 1.5)
# call: cmp_all(2.0, 2)
# call: cmp_all(float('nan'), float('nan'))
# call: int_float_eq(9007199254740993)
# call: int_float_eq(42)
# call: bool_vs_int(True, 1)

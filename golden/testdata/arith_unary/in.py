"""Unary minus, plus, invert and not over ints, floats and bools."""
from numba import njit


@njit
def unary_int(n):
    return -n, +n, ~n, not n


@njit
def unary_float(x):
    return -x, +x, not x


@njit
def neg_bool(b):
    return -b, ~b

# call: unary_int(5)
# call: unary_int(0)
# call: unary_int(-9223372036854775808)
# call: unary_float(0.0)
# call: unary_float(-2.5)
# call: neg_bool(True)

"""Integer // and % follow Python floor semantics for negative operands."""
from numba import njit


@njit
def fdiv(a, b):
    return a // b


@njit
def fmod(a, b):
    return a % b


@njit
def both(a, b):
    q = a // b
    r = a % b
    return q, r, q * b + r == a

# call: both(7, 2)
# call: both(-7, 2)
# call: both(7, -2)
# call: both(-7, -2)
# call: fdiv(-9223372036854775807, 10)
# call: fmod(5, 0)

"""int(), float(), bool() and complex() conversions; int() truncates toward zero."""
from numba import njit


@njit
def to_int(x):
    return int(x)


@njit
def conv(x):
    return int(x), float(x), bool(x)


@njit
def make_complex(re, im):
    return complex(re, im), complex(re)


@njit
def fixed_point(x, digits):
    scale = 10 ** digits
    return int(x * scale) / scale

# call: to_int(-2.7)
# call: to_int(2.9999)
# call: conv(0)
# call: conv(-3.5)
# call: make_complex(1, 2.5)
# call: fixed_point(3.14159, 2)

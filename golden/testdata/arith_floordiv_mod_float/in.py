"""Float // and % with negative operands, signed zero, inf and nan."""
from numba import njit


@njit
def fdm(a, b):
    return a // b, a % b


@njit
def wrap_angle(deg):
    return deg % 360.0

# call: fdm(7.5, 2.0)
# call: fdm(-7.5, 2.0)
# call: fdm(7.5, -2.0)
# call: fdm(-0.0, 3.0)
# call: fdm(1.0, float('inf'))
# call: wrap_angle(-30.0)

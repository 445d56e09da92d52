"""math.floor/ceil/trunc return ints; fabs and copysign return floats."""
import math
from numba import njit


@njit
def fct(x):
    return math.floor(x), math.ceil(x), math.trunc(x)


@njit
def signs(x, y):
    return math.fabs(x), math.copysign(x, y)


@njit
def bucket(x, width):
    return math.floor(x / width)

# call: fct(2.5)
# call: fct(-2.5)
# call: fct(-0.0)
# call: signs(-3.0, 0.0)
# call: signs(2.0, -0.0)
# call: bucket(-7.0, 2.0)

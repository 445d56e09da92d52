"""An attribute that the math module does not have."""
# error: unknown-attribute
import math
from numba import njit


@njit("float64(float64)")
def f(x):
    return math.no_such_function(x)

"""Adding a str to a float is a type error."""
# error: type-mismatch
from numba import njit


@njit("float64(float64)")
def label(x):
    y = "total: " + x
    return x

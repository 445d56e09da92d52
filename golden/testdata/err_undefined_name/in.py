"""A name that is neither local, global nor a builtin."""
# error: undefined-name
from numba import njit


@njit("float64(float64)")
def scale(x):
    return x * scale_factor

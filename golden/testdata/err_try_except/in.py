"""An except clause naming a class other than Exception: Numba 0.56 cannot match it."""
# error: unsupported-feature
from numba import njit


@njit("float64(float64, float64)")
def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return 0.0

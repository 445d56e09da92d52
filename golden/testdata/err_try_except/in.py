"""An except clause that binds the exception to a name: pygo cannot use the exception object (Numba 0.56 cannot either)."""
# error: unsupported-feature
from numba import njit


@njit("float64(float64, float64)")
def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError as e:
        return 0.0

"""An except clause that binds the exception to a name it does not use (Numba 0.56 rejects
binding it; CPython is the oracle)."""
# oracle: cpython Numba 0.56 rejects binding the exception object (except ... as e)
from numba import njit


@njit
def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError as e:
        return 0.0

# call: safe_div(1.0, 2.0)
# call: safe_div(1.0, 0.0)

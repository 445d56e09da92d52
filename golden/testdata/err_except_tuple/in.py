"""An except clause whose tuple holds something that is not an exception class."""
# error: type-mismatch
from numba import njit


@njit("int64(int64)")
def f(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except (ValueError, len):
        return -1
    return x

"""`except Exception as e`: Numba cannot store the exception object in a variable."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except Exception as e:
        return -1
    return x

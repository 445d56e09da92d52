"""An except clause with a tuple of classes is not supported."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except (ValueError, KeyError):
        return -1
    return x

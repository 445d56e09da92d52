"""Re-raising the caught exception with a bare raise is not supported, as in Numba."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except Exception:
        raise
    return x

"""An exception instance stored in a variable and raised later is not supported: raise the
class or a constructor call directly."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(x):
    e = ValueError("bad")
    if x < 0:
        raise e
    return x

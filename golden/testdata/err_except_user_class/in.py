"""An except clause naming a user-defined exception class: Numba 0.56 catches only
Exception (or everything with a bare except)."""
# error: unsupported-feature
from numba import njit


class MyError(Exception):
    pass


@njit("int64(int64)")
def f(x):
    try:
        if x > 0:
            raise MyError("pos")
    except MyError:
        return -1
    return x

"""The with statement is not supported."""
# error: unsupported-feature
import numba
from numba import njit


@njit("int64(int64)")
def guarded(n):
    with numba.objmode():
        n += 1
    return n

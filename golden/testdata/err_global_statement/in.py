"""The global statement is not supported."""
# error: unsupported-feature
from numba import njit

COUNTER = 0


@njit("int64(int64)")
def bump(n):
    global COUNTER
    COUNTER = n
    return n

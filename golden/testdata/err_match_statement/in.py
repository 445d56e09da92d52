"""The match statement is not supported."""
# error: unsupported-syntax
from numba import njit


@njit("int64(int64)")
def classify(n):
    match n:
        case 0:
            return 0
        case 1:
            return 10
        case _:
            return -1

"""A lone lazy @njit function with no signature and no callers: no entry point types."""
# error: no-signature
from numba import njit


@njit
def lonely(a, b):
    return a * b + 1

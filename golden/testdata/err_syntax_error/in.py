"""A real syntax error: missing colon after the def header."""
# error: syntax-error
from numba import njit


@njit("int64(int64)")
def broken(n)
    return n + 1

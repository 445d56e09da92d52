"""printf-style % formatting of a string is rejected, as Numba 0.56 rejects it."""
# error: unsupported-feature
from numba import njit


@njit("unicode_type(int64)")
def f(n):
    return "n=%d" % n

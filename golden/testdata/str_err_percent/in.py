"""printf-style % formatting whose operand is a tuple variable is rejected (pygo cannot unpack it as Python does), with a hint to write a tuple display."""
# error: unsupported-feature
from numba import njit


@njit("unicode_type(int64)")
def f(n):
    t = (n, n + 1)
    return "%d..%d" % t

"""sort(key=...) needs functions as values, which pygo does not have yet."""
# error: unsupported-feature
from numba import njit


def neg(x):
    return -x


@njit("int64(int64)")
def f(n):
    l = [3, 1, n]
    l.sort(key=neg)
    return l[0]

"""Generators (yield) are not supported."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def squares(n):
    for i in range(n):
        yield i * i

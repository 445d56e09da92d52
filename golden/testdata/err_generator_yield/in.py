"""A generator with an eager signature would be called from Go: rejected, the hint says how to consume it."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def squares(n):
    for i in range(n):
        yield i * i

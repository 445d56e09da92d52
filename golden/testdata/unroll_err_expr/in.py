"""literal_unroll used as a value, not as the iterable of a for loop, is rejected."""
# error: unsupported-feature
from numba import njit, literal_unroll


@njit("int64(int64)")
def f(n):
    t = literal_unroll((n, 2.5))
    return n

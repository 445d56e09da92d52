"""A starred assignment target (a, *rest = t) is rejected, as Numba rejects it."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def head(n):
    t = (n, n + 1, n + 2)
    first, *rest = t
    return first

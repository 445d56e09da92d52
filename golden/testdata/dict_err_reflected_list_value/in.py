"""A reflected list as a dict value is rejected, as Numba's typed dict rejects it."""
# error: type-mismatch
from numba import njit


@njit("int64(int64)")
def f(n):
    d = {1: [n, n]}
    return len(d)

"""Storing a float in a dict of ints is rejected, as Numba's typed dict refuses an unsafe cast."""
# error: type-mismatch
from numba import njit


@njit("int64(int64)")
def f(n):
    d = {1: n}
    d[2] = 2.5
    return len(d)

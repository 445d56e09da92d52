"""A list as a dict key is rejected: lists are unhashable, in Python and in Numba."""
# error: unhashable-key
from numba import njit


@njit("int64(int64)")
def f(n):
    d = {[n]: 1}
    return len(d)

"""A list in a set is rejected: lists are unhashable, in Python and in Numba."""
# error: unhashable-key
from numba import njit


@njit("int64(int64)")
def f(n):
    s = {1, 2}
    t = {[n]}
    return len(s) + len(t)

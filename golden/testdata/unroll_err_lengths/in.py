"""literal_unroll in a function called with tuples of two lengths is rejected: pygo expands the loop once for all specializations."""
# error: unsupported-feature
from numba import njit, literal_unroll


@njit
def count(t):
    n = 0
    for x in literal_unroll(t):
        n += 1
    return n


@njit("int64(int64)")
def f(k):
    return count((k, 2.5)) + count((k, 2.5, "a"))

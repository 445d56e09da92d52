"""del works on dict items only: del of a list item is rejected with a hint."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(n):
    l = [n, n]
    del l[0]
    return len(l)

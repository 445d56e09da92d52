"""A list literal with items of different kinds is rejected, as Numba rejects it, naming both types."""
# error: heterogeneous-list
from numba import njit


@njit("int64(int64)")
def f(n):
    l = [n, (n, n)]
    return len(l)

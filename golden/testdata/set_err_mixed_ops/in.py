"""The union of a set of ints and a set of floats is rejected, as Numba has no | for sets of different item types."""
# error: type-mismatch
from numba import njit


@njit("int64(int64)")
def f(n):
    a = {1, n}
    b = {1.5, 2.5}
    return len(a | b)

"""A list unpacked into a tuple display is rejected: Numba unpacks only tuples there."""
# error: type-mismatch
from numba import njit


@njit("int64(int64)")
def f(n):
    a = [n, n]
    t = (*a,)
    return len(t)

"""A sort key that reads a variable of the enclosing function is rejected, as Numba cannot
capture a non-constant value in a function that escapes (the key is compiled on its own)."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64, int64)")
def f(n, k):
    l = [3, 1, n]
    l.sort(key=lambda x: abs(x - k))
    return l[0]

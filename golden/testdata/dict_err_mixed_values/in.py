"""A dict display whose values have different types is rejected, naming both."""
# error: mixed-value-types
from numba import njit


@njit("int64(int64)")
def f(n):
    d = {1: n, 2: (n, n)}
    return len(d)

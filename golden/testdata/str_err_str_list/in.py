"""str() of a list is rejected: str() converts strings and numbers."""
# error: unsupported-feature
from numba import njit


@njit("unicode_type(int64)")
def f(n):
    return str([n, n + 1])

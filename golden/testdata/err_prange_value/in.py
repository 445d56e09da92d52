"""A prange object used as a value rather than as the iterable of a for loop."""
# error: unsupported-feature
from numba import njit, prange


@njit("int64(int64)", parallel=True)
def f(n):
    r = prange(n)
    return len(r)

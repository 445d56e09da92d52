"""Indexing a range object with a float: range indices must be integers."""
# error: type-mismatch
from numba import njit


@njit("int64(int64, float64)")
def nth(n, x):
    r = range(n)
    return r[x]

"""Indexing a range object: Numba 0.56 has no getitem for range_state_int64."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64, int64)")
def nth(n, i):
    r = range(n)
    return r[i]

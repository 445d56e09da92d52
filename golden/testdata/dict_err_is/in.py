"""`is` between two dicts is rejected: Numba compiles it but does not test identity (an alias gives False), so pygo has no result to match."""
# error: type-mismatch
from numba import njit


@njit("boolean(int64)")
def f(n):
    d = {n: 1.5}
    e = d
    return d is e

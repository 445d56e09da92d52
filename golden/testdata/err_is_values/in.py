"""`is` between two numbers is not supported: pygo compares identity with None only."""
# error: unsupported-feature
from numba import njit


@njit("boolean(int64, int64)")
def same(a, b):
    return a is b

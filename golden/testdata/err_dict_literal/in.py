"""Dict literals are not supported."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def lookup(k):
    table = {1: 10, 2: 20}
    return table[k]

"""A set display of an int and a str is rejected: Numba's sets hold one item type."""
# error: mixed-item-types
from numba import njit


@njit("int64(int64)")
def f(n):
    s = {n, "a"}
    return len(s)

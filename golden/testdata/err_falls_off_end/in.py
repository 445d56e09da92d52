"""A function declared to return int64 whose end is reachable: falling off the end returns
None. Numba: "No conversion from none to int64"."""
# error: type-mismatch
from numba import njit


@njit("int64(int64)")
def first_even(n):
    for i in range(n):
        if i % 2 == 0:
            return i

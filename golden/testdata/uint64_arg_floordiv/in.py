"""An integer argument above the int64 range is a uint64 (Numba's typeof); uint64 // int64 is int64 floor division of the wrapped value."""
from numba import njit


@njit
def f(x):
    return abs(x), x // 3, x > 1


# call: f(18446744073709551615)
# call: f(9223372036854775808)
# call: f(5)

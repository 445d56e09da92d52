"""The truth of an optional value: Numba has no bool() of OptionalType(int64); test it with
`is None` instead."""
# error: type-mismatch
from numba import njit


@njit
def half(n):
    if n % 2 == 0:
        return n // 2
    return None


@njit("int64(int64)")
def f(n):
    h = half(n)
    if h:
        return 1
    return 0

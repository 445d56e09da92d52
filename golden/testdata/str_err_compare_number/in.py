"""Comparing a string with a number by order is a type error."""
# error: type-mismatch
from numba import njit


@njit("boolean(unicode_type, int64)")
def f(s, n):
    return s < n

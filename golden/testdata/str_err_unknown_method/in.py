"""A str method pygo does not compile (title) is reported at the attribute."""
# error: unknown-attribute
from numba import njit


@njit("unicode_type(unicode_type)")
def f(s):
    return s.title()

"""A str method pygo does not compile (expandtabs) is reported at the attribute, with the list of those it does."""
# error: unknown-attribute
from numba import njit


@njit("unicode_type(unicode_type)")
def f(s):
    return s.expandtabs()

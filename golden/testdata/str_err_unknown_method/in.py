"""A str method Numba 0.56 does not compile (translate) is reported at the attribute, with the list of those it does."""
# error: unknown-attribute
from numba import njit


@njit("unicode_type(unicode_type)")
def f(s):
    return s.translate(s)

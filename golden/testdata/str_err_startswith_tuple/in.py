"""startswith with a tuple of prefixes is rejected, as Numba 0.56 rejects it."""
# error: type-mismatch
from numba import njit


@njit("boolean(unicode_type)")
def f(s):
    return s.startswith(("a", "b"))

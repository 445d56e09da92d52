"""str.format is rejected, as Numba 0.56 rejects it, with a hint to build the string otherwise."""
# error: unsupported-feature
from numba import njit


@njit("unicode_type(int64)")
def f(n):
    return "n={}".format(n)

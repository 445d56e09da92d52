"""str.format is compiled only on a literal format string with simple fields: a field that indexes its argument is rejected, with a hint."""
# error: unsupported-feature
from numba import njit


@njit("unicode_type(UniTuple(int64, 2))")
def f(t):
    return "first={0[0]}".format(t)

"""str() of a float is rejected, as Numba 0.56 has no float-to-string conversion."""
# error: unsupported-feature
from numba import njit


@njit("unicode_type(float64)")
def f(x):
    return str(x)

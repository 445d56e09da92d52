"""isinstance() of an optional value is rejected, as in Numba."""
# error: unsupported-feature
from numba import njit


@njit
def f(x):
    y = x if x > 0 else None
    return isinstance(y, int)

# call: f(3)

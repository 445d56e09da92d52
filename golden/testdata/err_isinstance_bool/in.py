"""isinstance() of a bool value is rejected, as Numba 0.56 has no implementation for it."""
# error: unsupported-feature
from numba import njit


@njit
def f(x):
    return isinstance(x, int)

# call: f(True)

"""isinstance() with a nested tuple of classes is rejected, as Numba 0.56 has no implementation for it."""
# error: unsupported-feature
from numba import njit


@njit
def f(x):
    return isinstance(x, (int, (float, str)))

# call: f(3.0)

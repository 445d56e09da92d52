"""An empty list nothing gives an element type cannot be typed, as in Numba."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(n):
    l = []
    return len(l) + n

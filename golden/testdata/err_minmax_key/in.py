"""min() and max() with key= are rejected, as Numba 0.56 has no implementation of them."""
# error: unsupported-feature
from numba import njit


@njit
def f(n):
    l = [3, 1, n, 2]
    return min(l, key=lambda x: -x)

# call: f(5)

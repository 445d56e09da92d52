"""A generator expression as the iterable of a for loop is rejected, as in Numba 0.56."""
# error: unsupported-feature
from numba import njit


@njit
def f(n):
    s = 0
    for v in (i * 2 for i in range(n)):
        s += v
    return s

# call: f(4)

"""A generator stored in a variable is rejected: compiled code iterates over the call itself."""
# error: unsupported-feature
from numba import njit


@njit
def count(n):
    for i in range(n):
        yield i


@njit
def f(n):
    g = count(n)
    s = 0
    for v in g:
        s += v
    return s

# call: f(3)

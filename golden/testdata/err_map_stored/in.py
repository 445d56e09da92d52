"""A map object stored in a variable is rejected: pygo consumes map() and filter() where they
are made (Numba accepts this; pygo does not store iterators)."""
# error: unsupported-feature
from numba import njit


@njit
def f(n):
    m = map(lambda x: x + 1, range(n))
    s = 0
    for v in m:
        s += v
    return s

# call: f(3)

"""A compiled function cannot return a generator to its caller (nor to Go)."""
# error: unsupported-feature
from numba import njit


@njit
def count(n):
    for i in range(n):
        yield i


@njit
def f(n):
    return count(n)

# call: f(3)

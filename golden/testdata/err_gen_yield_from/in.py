"""yield from is not supported: loop over the inner generator and yield each value."""
# error: unsupported-feature
from numba import njit


@njit
def count(n):
    for i in range(n):
        yield i


@njit
def twice(n):
    yield from count(n)
    yield from count(n)


@njit
def f(n):
    return list(twice(n))

# call: f(3)

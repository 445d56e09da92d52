"""return with a value inside a generator is rejected: a generator ends with a bare return."""
# error: unsupported-feature
from numba import njit


@njit
def count(n):
    for i in range(n):
        if i > 5:
            return i
        yield i


@njit
def f(n):
    return list(count(n))

# call: f(3)

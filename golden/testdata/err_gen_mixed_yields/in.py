"""The values a generator yields must unify to one type, as in Numba."""
# error: type-mismatch
from numba import njit


@njit
def mixed(n):
    for i in range(n):
        yield i
    yield (1, 2)


@njit
def f(n):
    return list(mixed(n))

# call: f(3)

"""A generator passed to another compiled function is rejected: iterate over it where it is made."""
# error: type-mismatch
from numba import njit


@njit
def count(n):
    for i in range(n):
        yield i


@njit
def total(g):
    s = 0
    for v in g:
        s += v
    return s


@njit
def f(n):
    return total(count(n))

# call: f(3)

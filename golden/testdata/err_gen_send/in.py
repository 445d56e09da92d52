"""A yield used as an expression (the value send() passes in) is not supported."""
# error: unsupported-feature
from numba import njit


@njit
def echo(n):
    for i in range(n):
        x = yield i


@njit
def f(n):
    return list(echo(n))

# call: f(3)

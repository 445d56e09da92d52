"""A variable bound to two different functions has no single type, as in Numba."""
# error: type-mismatch
from numba import njit


@njit
def sq(x):
    return x * x


@njit
def cube(x):
    return x * x * x


@njit
def g(x, c):
    f = sq
    if c:
        f = cube
    return f(x)

# call: g(2.0, True)

"""A function value called with two argument types has no single signature: rejected, as
Numba's function type ("mismatch of function types")."""
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
    return f(x) + f(1.5)

# call: g(2, True)

"""A lambda that reads a variable of its enclosing function cannot be passed to another
function, as Numba cannot capture a non-constant value in a function that escapes."""
# error: unsupported-feature
from numba import njit


@njit
def apply(f, x):
    return f(x)


@njit
def shift(x, k):
    return apply(lambda y: y + k, x)

# call: shift(3, 4)

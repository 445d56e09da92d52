"""A nested function that reads a variable of its enclosing function cannot be passed to another
compiled function, as Numba cannot capture it in a function that escapes."""
# error: unsupported-feature
from numba import njit


@njit
def apply(f, x):
    return f(x)


@njit
def g(x, k):
    def add(y):
        return y + k

    return apply(add, x)

# call: g(1.0, 2.0)

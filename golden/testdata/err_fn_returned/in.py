"""A compiled function cannot return a function."""
# error: type-mismatch
from numba import njit


@njit
def sq(x):
    return x * x


@njit
def pick(x):
    return sq

# call: pick(1.0)

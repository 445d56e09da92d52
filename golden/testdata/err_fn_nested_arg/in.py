"""A nested function cannot be passed to another compiled function (only module-level ones)."""
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

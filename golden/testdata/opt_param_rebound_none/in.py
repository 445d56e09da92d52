"""A parameter rebound to the result of a function that returns None: the variable is optional,
so the body works on an optional copy of the argument."""
from numba import njit


@njit
def none_of(a):
    pass


@njit
def maybe_drop(base, mod):
    if mod > 1:
        base = none_of(base)
    return mod, base is None


@njit
def loop_drop(base, n):
    while n > 0:
        base = none_of(base)
        n -= 1
    if base is None:
        return -1
    return base

# call: maybe_drop(5, 3)
# call: maybe_drop(5, 0)
# call: loop_drop(7, 2)
# call: loop_drop(7, 0)

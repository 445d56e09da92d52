"""A function value's candidates must return one type for the call's arguments (sq gives an
int64 and half a float64 for an int64): a function value has one signature."""
# error: type-mismatch
from numba import njit


@njit
def sq(x):
    return x * x


@njit
def half(x):
    return x / 2


@njit
def pick(flag, x):
    f = sq if flag else half
    return f(x)


# call: pick(True, 3)

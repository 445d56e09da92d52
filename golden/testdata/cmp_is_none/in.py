"""`is None` on values that are never None folds to a constant, as in Numba."""
from numba import njit


@njit
def describe(x, scale):
    if scale is None:
        return x
    return x * scale


@njit
def never_none(x):
    return x is None, x is not None, None is None

# call: describe(2.5, 4.0)
# call: never_none(3)

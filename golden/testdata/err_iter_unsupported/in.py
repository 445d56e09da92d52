"""iter() of a 0-d array (it has no items; Numba rejects it too) and of a tuple of mixed item
types (Numba rejects it too) are diagnostics."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit
def zero_d(x):
    it = iter(np.array(x))
    return next(it)


@njit
def mixed(n):
    it = iter((n, 2.5))
    return next(it)


# call: zero_d(2.5)
# call: mixed(3)

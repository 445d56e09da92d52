"""iter() of a 2-D array (its rows: Numba compiles it, pygo iterates over 1-D arrays only) and
of a tuple of mixed item types (Numba rejects it too) are diagnostics."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit
def rows(a):
    it = iter(a)
    return next(it)


@njit
def mixed(n):
    it = iter((n, 2.5))
    return next(it)


# sig: rows(float64[:, ::1])
# call: mixed(3)

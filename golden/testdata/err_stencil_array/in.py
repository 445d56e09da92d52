"""A stencil kernel must return a scalar, not an array (Numba: "Stencil kernel must return a scalar")."""
# error: type-mismatch
import numpy as np
from numba import njit, stencil


@stencil(neighborhood=((-1, 1),))
def window(x):
    return x[-1:2]


@njit("float64[:](float64[:])")
def use(x):
    return window(x)

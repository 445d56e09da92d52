"""np.isneginf with an out array: Numba writes into it; pygo does not yet, and says so."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("boolean[:](float64[:], boolean[:])")
def isneginf(x, out):
    return np.isneginf(x, out)

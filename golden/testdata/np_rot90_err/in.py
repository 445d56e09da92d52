"""np.rot90 of a 1-d array is an error, as in Numba ("Input must be >= 2-d.")."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64[:](float64[:])")
def rot(a):
    return np.rot90(a)

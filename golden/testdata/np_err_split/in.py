"""np.split takes the number of sections or integer split points: a float is a typing
error with a hint."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("void(float64[:])")
def halves(a):
    np.split(a, 2.0)

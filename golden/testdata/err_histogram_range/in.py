"""np.histogram's range is a tuple of two numbers (fuzz finding: an empty tuple crashed the generator)."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("int64(float64[:])")
def hist_range(a):
    h, edges = np.histogram(a, 4, ())
    return h[0]

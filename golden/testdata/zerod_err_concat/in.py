"""np.concatenate of 0-d arrays is an error, as in Numba ("zero-dimensional arrays cannot be concatenated"); the hint points at np.hstack, which stacks them."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64[:](Array(float64, 0, 'C'), Array(float64, 0, 'C'))")
def joined(a, b):
    return np.concatenate((a, b))

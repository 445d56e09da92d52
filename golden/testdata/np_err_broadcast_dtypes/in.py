"""np.broadcast_arrays of arrays of different dtypes is a typing error, as in Numba."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("void(float64[:], int64[:])")
def mixed(a, b):
    np.broadcast_arrays(a, b)

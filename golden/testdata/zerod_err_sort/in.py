"""NumPy functions without a 0-d form (np.sort, as Numba: no implementation for a 0-d array) report the 0-d argument and suggest a[()] or a.reshape(1)."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64[:](Array(float64, 0, 'C'))")
def ordered(a):
    return np.sort(a)

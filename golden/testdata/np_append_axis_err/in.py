"""np.append with an axis joins arrays of one dimension count (Numba's np.concatenate typing rejects a 1-d and a 2-d array); the hint says that without axis= both are flattened."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64[:, :](float64[:, :], float64[:])")
def joined(a, b):
    return np.append(a, b, axis=0)

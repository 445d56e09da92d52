"""np.frombuffer of an array not known to be C-contiguous is rejected, as in Numba 0.56 (its
NdFromBuffer typing takes C-layout buffers only)."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64[:](int64[:, :])")
def f(a):
    return np.frombuffer(a.T)

"""np.clip with an array bound of another dtype than a's is rejected: Numba 0.56's
np.broadcast_arrays cannot broadcast arrays with different types."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64[:](float64[:], int64[:])")
def f(a, lo):
    return a.clip(lo)

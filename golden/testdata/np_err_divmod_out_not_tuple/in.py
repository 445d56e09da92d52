"""np.divmod's out= keyword must be a tuple of its two outputs: a single array is rejected
(NumPy raises TypeError: 'out' must be a tuple of arrays)."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("UniTuple(float64[:], 2)(float64[:], float64[:], float64[:])")
def f(x, y, q):
    return np.divmod(x, y, out=q)

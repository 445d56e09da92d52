"""np.divmod given outputs both positionally and as out= is rejected (NumPy raises TypeError:
cannot specify 'out' as both a positional and keyword argument)."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("UniTuple(float64[:], 2)(float64[:], float64[:], float64[:], float64[:])")
def f(x, y, q, r):
    return np.divmod(x, y, q, out=(q, r))

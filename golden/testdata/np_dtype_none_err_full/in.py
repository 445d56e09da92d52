"""np.full with dtype=None is rejected, as Numba 0.56's np.full does not take it (np.zeros and
the other creation functions read dtype=None as their default: np_dtype_none)."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64[:](int64)")
def f(n):
    return np.full(n, 3.0, None)

# error: type-mismatch
"""np.ediff1d rejects a to_end that does not cast safely to ary's dtype, as Numba."""
import numpy as np
from numba import njit


@njit("int64[:](int64[:])")
def f(a):
    return np.ediff1d(a, to_end=np.array([1.5]))

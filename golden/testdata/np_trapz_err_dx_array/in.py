"""np.trapz with dx given as an array is a positioned error (pygo takes a real number), where it
used to give Go that does not compile (test_np_functions' np_trapz_dx usecase)."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64(float64[:], float64[:])")
def f(y, dx):
    return np.trapz(y, dx=dx)

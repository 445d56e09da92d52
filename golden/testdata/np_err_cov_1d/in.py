"""np.cov of a single 1-d variable returns a 0-d array in Numba, which pygo does not
support yet: a diagnostic that says to pass a 2-d array or a second variable."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64(float64[:])")
def var1(x):
    return np.cov(x)

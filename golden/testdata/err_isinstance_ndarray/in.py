"""isinstance(x, np.ndarray) is rejected, as Numba cannot use numpy.ndarray in compiled code."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("boolean(float64[:])")
def f(x):
    return isinstance(x, np.ndarray)

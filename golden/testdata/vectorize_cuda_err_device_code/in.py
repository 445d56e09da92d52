"""A CUDA ufunc whose element function is not valid device code (it allocates an array): the
CUDA target's rules apply to it, as in Numba."""
# error: unsupported-feature
import numpy as np
from numba import vectorize


@vectorize(["float64(float64)"], target="cuda")
def spread(x):
    t = np.zeros(3)
    t[0] = x
    return t[0] + 1.0

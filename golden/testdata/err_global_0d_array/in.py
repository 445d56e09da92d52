"""A module-level 0-d array (np.array of a scalar) is not a constant pygo can freeze: pygo has no
0-d arrays yet, so it names the global and suggests the scalar (fuzz finding: Go with [0]int dims)."""
# error: unsupported-feature
import numpy as np
from numba import njit

SCALE = np.array(2.5)


@njit("float64(float64)")
def scaled(x):
    return SCALE * x

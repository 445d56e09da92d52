"""np.vdot of a 2-d array: Numba takes vectors only (NumPy would flatten it)."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64(float64[:, ::1], float64[:, ::1])")
def vdot2(a, b):
    return np.vdot(a, b)

"""np.roots of complex coefficients: Numba computes them with complex eigvals (LAPACK zgeev), which pygo's
pure-Go LAPACK (gonum) does not have."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("complex128[::1](complex128[::1])")
def roots(c):
    return np.roots(c)

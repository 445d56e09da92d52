"""np.linalg.det of a float32 matrix is rejected (it gave Go that did not compile): Numba 0.56
factors it with float32 LAPACK, whose last bits pygo's float64 routines do not reproduce."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float32(float32[:, ::1])")
def f(a):
    return np.linalg.det(a)

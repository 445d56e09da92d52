"""np.linalg.solve of a float64 matrix and a complex128 right-hand side is rejected, as Numba
0.56 rejects it ("only supports inputs that have homogeneous dtypes")."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("complex128[::1](float64[:, ::1], complex128[::1])")
def f(a, b):
    return np.linalg.solve(a, b)

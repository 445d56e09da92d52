"""np.linalg.cond(x, p) of a complex matrix: pygo computes the complex condition number only
without p (the singular-value ratio); an order p is rejected at compile time with a hint."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64(complex128[:, ::1], int64)")
def cond(a, p):
    return np.linalg.cond(a, p)

"""np.angle of integers is rejected, as in Numba 0.56 (its typing template takes float and
complex numbers only)."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64[:](int64[:])")
def f(a):
    return np.angle(a, True)

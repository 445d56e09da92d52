"""print of a complex array: NumPy's str() of complex arrays is not implemented in pygo yet."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("void(complex128[:])")
def show(z):
    print(z)

"""len() of a 0-d array is an error (NumPy: len() of unsized object; Numba cannot compile it): pygo reports it at the argument."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("int64(Array(float64, 0, 'C'))")
def count(a):
    return len(a)

"""`is` between two arrays: Numba compares the arrays' identity, which pygo does not support
(it compares numbers, as ==, and values with None); the diagnostic says so."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("boolean(float64[:], float64[:])")
def same(a, b):
    return a is b

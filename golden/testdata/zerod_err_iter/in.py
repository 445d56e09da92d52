"""Iterating over a 0-d array is an error (NumPy: iteration over a 0-d array; Numba cannot compile it): pygo reports the loop's iterable."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64(Array(float64, 0, 'C'))")
def total(a):
    s = 0.0
    for x in a:
        s += x
    return s

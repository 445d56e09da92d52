"""A @vectorize ufunc given out= as a keyword in @njit code: Numba 0.56 rejects it (its DUFunc takes the output positionally), so pygo does too, with the positional form as the hint."""
# error: unsupported-feature
import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64, float64)"])
def add(a, b):
    return a + b


@njit("float64[:](float64[:], float64[:])")
def into(x, o):
    add(x, 1.0, out=o)
    return o

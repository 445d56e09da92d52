"""A @vectorize ufunc given a scalar where its output array goes (one argument more than its inputs): the output must be an array."""
# error: type-mismatch
import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64, float64)"])
def add(a, b):
    return a + b


@njit("float64(float64[:])")
def into(x):
    return add(x, 1.0, 2.0)

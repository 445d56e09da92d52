"""A call from @njit code of a @vectorize ufunc whose element function can raise is rejected: Numba's compiled call ignores the exception and stores 0 for the element (checked_sqrt(-4.0) is 0.0 under @njit), where the ufunc called from Python raises it."""
# error: unsupported-feature
import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64)"])
def checked(x):
    if x < 0.0:
        raise ValueError("negative input")
    return x ** 0.5


@njit
def roots(a):
    return checked(a) + 1.0


@njit
def root(x):
    return checked(x)

# sig: roots(float64[::1])
# call: root(-4.0)

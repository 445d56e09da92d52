"""A CUDA ufunc called from @njit code: Numba cannot type it there (its CUDA ufunc object is not a
function @njit code can call), and pygo rejects it, pointing to Go or to target='cpu'."""
# error: unsupported-feature
import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64)"], target="cuda")
def twice(x):
    return 2.0 * x


@njit("float64[:](float64[:])")
def use(a):
    return twice(a) + 1.0

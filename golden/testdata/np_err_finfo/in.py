"""np.finfo and np.iinfo: pygo compiles their attributes, not the objects as values, and
rejects an attribute Numba lacks and iinfo of a float type, with hints."""
# error: unsupported-feature
# error: unknown-attribute
# error: type-mismatch
import numpy as np
from numba import njit


@njit("void(float64[:])")
def whole(a):
    return np.finfo(a.dtype)


@njit("void(float64[:])")
def machar(a):
    np.finfo(a.dtype).machar


@njit("void(float64[:])")
def iinfo_float(a):
    np.iinfo(a)

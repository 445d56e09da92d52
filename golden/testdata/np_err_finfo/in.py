"""np.finfo and np.iinfo: pygo rejects an attribute Numba lacks and iinfo of a float type,
with hints (np_info_values returns, passes and prints the objects)."""
# error: unknown-attribute
# error: type-mismatch
import numpy as np
from numba import njit


@njit("void(float64[:])")
def machar(a):
    np.finfo(a.dtype).machar


@njit("void(float64[:])")
def iinfo_float(a):
    np.iinfo(a)

"""A field view of a packed record array whose field does not fit its size (a.w of an f8 field at offset 4, itemsize 12) bound to a name is a positioned error: pygo reads such a view as a copy, which is right only where the view is read where it stands (Numba compiles it)."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64(Record([('n', int32, 0), ('w', float64, 4)], 12, False)[::1])")
def total(a):
    w = a.w
    w[0] = 1.0
    return np.sum(a.w)

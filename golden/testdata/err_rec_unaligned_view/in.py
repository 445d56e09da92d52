"""A field view of a packed record array whose field does not fit its size (a.w of an f8 field at offset 4, itemsize 12) is a positioned error suggesting align=True: a view must alias the records, and Go forbids misaligned typed pointers (Numba compiles it)."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64(Record([('n', int32, 0), ('w', float64, 4)], 12, False)[::1])")
def total(a):
    return np.sum(a.w)

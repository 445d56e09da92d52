"""A structured dtype (record) global used in compiled code is a positioned error naming the
missing feature, not a generic "not a constant" (Numba compiles it: README, Structured arrays)."""
# error: unsupported-feature
import numpy as np
from numba import njit

point = np.dtype([('x', np.float64), ('n', np.int32)])


@njit("float64(int64)")
def first_x(n):
    a = np.zeros(n, dtype=point)
    a[0].x = 2.5
    return a[0].x

"""var of a complex array along an axis is a diagnostic: Numba 0.56 takes no axis= for var (a typing error), and
pygo's var(axis=) extension covers real arrays only."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64[:](complex128[:, :])")
def var_rows(a):
    return a.var(axis=1)

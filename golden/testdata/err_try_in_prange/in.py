"""try statements inside prange loops are not supported."""
# error: unsupported-feature
import numpy as np
from numba import njit, prange


@njit("float64(float64[:])", parallel=True)
def f(a):
    s = 0.0
    for i in prange(a.shape[0]):
        try:
            s += a[i]
        except Exception:
            pass
    return s


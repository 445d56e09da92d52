"""dict(zip(keys, values)) is rejected, as Numba 0.56's dict() takes no arguments."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("int64(int64[:], float64[:])")
def f(k, v):
    d = dict(zip(k, v))
    return len(d)

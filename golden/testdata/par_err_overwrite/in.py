"""A variable defined before a prange loop and overwritten (not reduced) in it."""
# error: parallel-dependence
# sig: last_positive(float64[:])
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def last_positive(a):
    found = -1.0
    for i in prange(a.size):
        if a[i] > 0.0:
            found = a[i]
    return found

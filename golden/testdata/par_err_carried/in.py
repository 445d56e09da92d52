"""A variable carried from one prange iteration to the next: it is read before its assignment in
an iteration, so each iteration would see the value of whichever ran before it."""
# error: parallel-dependence
# sig: shifted(float64[:])
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def shifted(a):
    out = np.zeros_like(a)
    for i in prange(a.size):
        if i > 0:
            out[i] = prev
        prev = a[i]
    return out

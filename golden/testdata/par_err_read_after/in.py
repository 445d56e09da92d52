"""A scalar assigned in a prange loop (not a reduction) and read after it: its value would depend
on which iteration ran last."""
# error: parallel-dependence
# sig: last_scaled(float64[:])
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def last_scaled(a):
    out = np.empty_like(a)
    for i in prange(a.size):
        t = a[i] * 2.0
        out[i] = t
    return out, t

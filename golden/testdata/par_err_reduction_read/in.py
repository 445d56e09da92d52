"""A reduction variable that is also read inside the prange loop: each iteration would see a
partial sum that depends on the schedule."""
# error: parallel-dependence
# sig: prefix(float64[:])
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def prefix(a):
    out = np.empty_like(a)
    s = 0.0
    for i in prange(a.size):
        s += a[i]
        out[i] = s
    return out, s

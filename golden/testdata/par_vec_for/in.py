# compare: exact
"""prange loops with element-wise bodies: each block of the goroutine pool runs a vector prefix
and a Go loop, giving the same bits with any number of threads."""
import math

import numpy as np
from numba import njit, prange


@njit(parallel=True)
def scale_shift(out, x, y, a):
    for i in prange(x.shape[0]):
        d = x[i] * a - y[i]
        out[i] = math.sqrt(abs(d)) + d / 3.0


@njit(parallel=True)
def relax(x, y, w):
    for i in prange(x.shape[0]):
        x[i] = (1.0 - w) * x[i] + w * y[i]
    return x


@njit
def sweep(n):
    total = 0.0
    for m in range(0, n, 7):
        x = np.cos(np.arange(m) * 0.5)
        y = np.sin(np.arange(m) * 0.25)
        out = np.empty(m)
        scale_shift(out, x, y, 1.75)
        total += out.sum() + relax(x, y, 0.25).sum()
    return total

# call: sweep(300)
# call: sweep(5000)
# call: relax(np.arange(70.0), np.ones(70), 0.5)

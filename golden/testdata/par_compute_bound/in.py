"""Compute-bound prange loops: sums of sqrt, sin and exp over the iteration index."""
import math
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def sqrt_sin(n):
    s = 0.0
    for i in prange(n):
        s += math.sqrt(i) * (2.0 + math.sin(i))
    return s


@njit(parallel=True)
def leibniz_pairs(n):
    s = 0.0
    for k in prange(n):
        s += 2.0 / ((4.0 * k + 1.0) * (4.0 * k + 3.0))
    return 4.0 * s


@njit(parallel=True)
def gauss_mass(n, h):
    s = 0.0
    for i in prange(n):
        x = (i + 0.5) * h
        s += np.exp(-x * x) * h
    return s

# call: sqrt_sin(100000)
# call: sqrt_sin(1)
# call: leibniz_pairs(200000)
# call: gauss_mass(50000, 0.0001)

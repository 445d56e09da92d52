"""Black-Scholes call and put prices as @vectorize ufuncs with math.erf, applied to arrays."""
import math
import numpy as np
from numba import njit, vectorize


@njit
def ncdf(x):
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@vectorize(['float64(float64, float64, float64, float64, float64)'])
def bs_call(s, k, t, r, v):
    d1 = (math.log(s / k) + (r + 0.5 * v * v) * t) / (v * math.sqrt(t))
    d2 = d1 - v * math.sqrt(t)
    return s * ncdf(d1) - k * math.exp(-r * t) * ncdf(d2)


@njit
def parity(s, k, t, r, v):
    c = bs_call(s, k, t, r, v)
    p = c - s + k * np.exp(-r * t)
    return c, p

# call: bs_call(np.array([90.0, 100.0, 110.0]), 100.0, 1.0, 0.05, 0.2)
# call: parity(np.linspace(80.0, 120.0, 5), np.full(5, 100.0), 0.5, 0.01, 0.3)

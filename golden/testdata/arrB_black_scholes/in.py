"""Black-Scholes call and put prices over arrays of spot, strike and expiry: the normal CDF
through math.erf in a loop (np.erf does not exist), the rest as whole-array expressions."""
import math
import numpy as np
from numba import njit


@njit
def norm_cdf(x):
    out = np.empty_like(x)
    for i in range(x.size):
        out[i] = 0.5 * (1.0 + math.erf(x[i] / math.sqrt(2.0)))
    return out


@njit
def black_scholes(s, k, t, r, sigma):
    sqrt_t = np.sqrt(t)
    d1 = (np.log(s / k) + (r + 0.5 * sigma * sigma) * t) / (sigma * sqrt_t)
    d2 = d1 - sigma * sqrt_t
    disc = k * np.exp(-r * t)
    call = s * norm_cdf(d1) - disc * norm_cdf(d2)
    put = disc * norm_cdf(-d2) - s * norm_cdf(-d1)
    return call, put

# call: norm_cdf(np.array([-3.0, -1.0, 0.0, 0.5, 2.0, np.inf]))
# call: black_scholes(np.array([100.0, 90.0, 110.0, 50.0]), np.array([100.0, 100.0, 100.0, 60.0]), np.array([1.0, 0.5, 2.0, 0.25]), 0.05, 0.2)
# call: black_scholes(np.array([42.0]), np.array([40.0]), np.array([0.5]), 0.1, 0.2)

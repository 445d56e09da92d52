"""Black-Scholes European call and put prices: whole-array expressions with np.exp/np.log/np.sqrt and a math.erf normal CDF."""
import math

import numpy as np
from numba import njit


@njit
def norm_cdf(x):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = 0.5 * (1.0 + math.erf(x[i] / math.sqrt(2.0)))
    return out


@njit
def black_scholes(s, k, t, r, sigma):
    sqrt_t = np.sqrt(t)
    d1 = (np.log(s / k) + (r + 0.5 * sigma * sigma) * t) / (sigma * sqrt_t)
    d2 = d1 - sigma * sqrt_t
    discount = k * np.exp(-r * t)
    call = s * norm_cdf(d1) - discount * norm_cdf(d2)
    put = discount * norm_cdf(-d2) - s * norm_cdf(-d1)
    return call, put


ENTRY = "black_scholes"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 100 if size == "small" else 250_000
    s = rng.uniform(5.0, 30.0, n)
    k = s * rng.uniform(0.8, 1.25, n)
    t = rng.uniform(0.25, 3.0, n)
    return (s, k, t, 0.02, 0.30)

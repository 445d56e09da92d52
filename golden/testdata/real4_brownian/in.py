"""Geometric Brownian motion paths from np.random.normal with a seed, np.cumsum and np.exp along rows."""
import numpy as np
from numba import njit


@njit
def paths(s0, mu, sigma, T, steps, n, seed):
    np.random.seed(seed)
    dt = T / steps
    out = np.empty((n, steps + 1))
    for p in range(n):
        z = np.random.normal(0.0, 1.0, steps)
        inc = (mu - 0.5 * sigma ** 2) * dt + sigma * np.sqrt(dt) * z
        out[p, 0] = s0
        out[p, 1:] = s0 * np.exp(np.cumsum(inc))
    return out[:, -1].mean(), out.std()

# call: paths(100.0, 0.05, 0.2, 1.0, 50, 20, 42)

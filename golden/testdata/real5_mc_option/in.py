"""Monte Carlo pricing of an Asian option with antithetic paths: np.random.standard_normal of a shape, cumsum along an axis."""
import numpy as np
from numba import njit


@njit
def asian_call(s0, k, r, sigma, t, steps, paths, seed):
    np.random.seed(seed)
    dt = t / steps
    z = np.random.standard_normal((paths, steps))
    incr = (r - 0.5 * sigma ** 2) * dt + sigma * np.sqrt(dt) * z
    incr_a = (r - 0.5 * sigma ** 2) * dt - sigma * np.sqrt(dt) * z
    total = 0.0
    for p in range(paths):
        s = s0
        sa = s0
        avg = 0.0
        avg_a = 0.0
        for i in range(steps):
            s *= np.exp(incr[p, i])
            sa *= np.exp(incr_a[p, i])
            avg += s
            avg_a += sa
        total += 0.5 * (max(avg / steps - k, 0.0) + max(avg_a / steps - k, 0.0))
    return np.exp(-r * t) * total / paths

# call: asian_call(100.0, 100.0, 0.05, 0.2, 1.0, 12, 200, 3)

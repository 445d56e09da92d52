"""A least-squares fit from the normal equations: x.T @ x and x.T @ y of a tall, narrow x, then np.linalg.solve."""
import numpy as np
from numba import njit


@njit
def least_squares(x, y):
    return np.linalg.solve(x.T @ x, x.T @ y)


ENTRY = "least_squares"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 50 if size == "small" else 1_000_000
    t = np.arange(n) / n
    x = np.stack((np.ones_like(t), t, t * t), 1)
    y = 3.0 + 2.0 * t - t * t + rng.standard_normal(n) * 0.1
    return (x, y)

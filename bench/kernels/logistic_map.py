"""Iterates the logistic map x = r*x*(1-x) on a whole array of starting points: array expressions in a loop."""
import numpy as np
from numba import njit


@njit
def logistic_map(x0, r, steps):
    x = x0.copy()
    for _ in range(steps):
        x = r * x * (1.0 - x)
    return x


ENTRY = "logistic_map"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n, steps = (100, 20) if size == "small" else (100_000, 200)
    x0 = rng.uniform(0.1, 0.9, n)
    r = rng.uniform(2.5, 3.4, n)
    return (x0, r, steps)

"""Explicit Euler steps of a Lotka-Volterra system over many populations at once: element-wise
in-place array updates, which pygo runs as vector loops."""
import numpy as np
from numba import njit


@njit
def lotka_volterra(x, y, steps):
    x = x.copy()
    y = y.copy()
    dt = 0.001
    for _ in range(steps):
        x += dt * (1.1 * x - 0.4 * x * y)
        y += dt * (0.1 * x * y - 0.4 * y)
    return x.sum() + y.sum()


ENTRY = "lotka_volterra"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(3)
    n, steps = (100, 10) if size == "small" else (4096, 2000)
    return (rng.uniform(5.0, 15.0, n), rng.uniform(2.0, 8.0, n), steps)

"""Estimate pi by drawing random points in the unit square: a scalar loop with np.random."""
import numpy as np
from numba import njit


@njit
def monte_carlo_pi(nsamples):
    np.random.seed(2024)
    acc = 0
    for i in range(nsamples):
        x = np.random.random()
        y = np.random.random()
        if x * x + y * y < 1.0:
            acc += 1
    return 4.0 * acc / nsamples


ENTRY = "monte_carlo_pi"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    if size == "small":
        return (1000,)
    return (5_000_000,)

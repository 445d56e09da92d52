"""Monte Carlo estimate of pi, the first example of Numba's documentation."""
import random

from numba import njit


@njit
def monte_carlo_pi(nsamples):
    acc = 0
    for i in range(nsamples):
        x = random.random()
        y = random.random()
        if (x ** 2 + y ** 2) < 1.0:
            acc += 1
    return 4.0 * acc / nsamples


@njit
def seeded_pi(nsamples, seed):
    """Seed Numba's generator first, so that the estimate is reproducible."""
    random.seed(seed)
    return monte_carlo_pi(nsamples)

"""Monte Carlo estimate of pi with Numba's random module seeded by an argument."""
import random
from numba import njit


@njit
def monte_carlo_pi(seed, nsamples):
    random.seed(seed)
    inside = 0
    for _ in range(nsamples):
        x = random.random()
        y = random.random()
        if x * x + y * y < 1.0:
            inside += 1
    return 4.0 * inside / nsamples


@njit
def first_randoms(seed):
    random.seed(seed)
    return random.random(), random.random(), random.random()

# call: monte_carlo_pi(42, 1000)
# call: monte_carlo_pi(42, 1000)
# call: monte_carlo_pi(0, 100000)
# call: first_randoms(1)
# call: first_randoms(12345)

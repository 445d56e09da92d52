"""random.uniform and random.randint after random.seed: dice statistics and a random walk."""
import random
from numba import njit


@njit
def dice_sum(seed, rolls):
    random.seed(seed)
    total = 0
    for _ in range(rolls):
        total += random.randint(1, 6)
    return total


@njit
def random_walk(seed, steps, step_size):
    random.seed(seed)
    x = 0.0
    for _ in range(steps):
        x += random.uniform(-step_size, step_size)
    return x


@njit
def draws(seed):
    random.seed(seed)
    return random.randint(-10, 10), random.uniform(2.0, 3.0), random.randint(0, 0)

# call: dice_sum(7, 100)
# call: random_walk(3, 1000, 0.5)
# call: draws(2024)
# call: draws(0)

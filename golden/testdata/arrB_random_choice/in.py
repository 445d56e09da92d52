"""np.random.choice (from a range, from an array, with a size, without replacement),
np.random.shuffle and np.random.permutation, seeded inside the jitted function, compared with
Numba's stream for two seeds."""
import numpy as np
from numba import njit


@njit
def choices(seed, a):
    np.random.seed(seed)
    return (np.random.choice(10), np.random.choice(a), np.random.choice(a, 5),
            np.random.choice(5, 3), np.random.choice(a, 4, replace=False))


@njit
def shuffled(seed, a):
    np.random.seed(seed)
    np.random.shuffle(a)
    return a


@njit
def permuted(seed, a):
    np.random.seed(seed)
    return np.random.permutation(8), np.random.permutation(a), a

# call: choices(1, np.array([1.5, -2.0, 3.25, 4.0, 10.0, 0.0]))
# call: choices(2024, np.array([1.5, -2.0, 3.25, 4.0, 10.0, 0.0]))
# call: shuffled(1, np.arange(10))
# call: shuffled(2024, np.arange(10.0))
# call: permuted(1, np.array([10, 20, 30, 40, 50]))
# call: permuted(2024, np.array([10, 20, 30, 40, 50]))

"""np.random.choice with a tuple size, as Numba 0.56: the elements of the 1-d choice of the
size's product in C order (with and without replacement, over an array and over arange(n)), and
its ValueError when a sample without replacement is larger than the population."""
import numpy as np
from numba import njit


@njit
def choose(seed, a, size, replace):
    np.random.seed(seed)
    return np.random.choice(a, size=size, replace=replace)


@njit
def choose_range(seed, n, size):
    np.random.seed(seed)
    return np.random.choice(n, size, False), np.random.choice(n, size)


@njit
def choose3(seed, a):
    np.random.seed(seed)
    return np.random.choice(a, (2, 1, 3))

# call: choose(1234, np.arange(10.0), (3, 4), True)
# call: choose(7, np.arange(10.0), (2, 5), False)
# call: choose(7, np.arange(10.0), (0, 5), False)
# call: choose(7, np.arange(10.0), (3, 4), False)
# call: choose_range(42, 12, (2, 3))
# call: choose_range(0, 6, (3, 2))
# call: choose3(5, np.array([3, 1, 4, 1, 5]))

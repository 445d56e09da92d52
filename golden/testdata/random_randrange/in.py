"""random.randrange with one, two and three arguments (negative steps too) after a seed,
giving Numba's stream, and its ValueError for an empty range."""
import random
from numba import njit


@njit
def draws(seed, n):
    random.seed(seed)
    s = 0
    t = 0
    for i in range(n):
        s += random.randrange(10)
        t += random.randrange(5, 50, 3) * random.randrange(100, 10, -7)
    return s, t, random.randrange(-4, 4)


@njit
def empty(a, b):
    return random.randrange(a, b)

# call: draws(42, 100)
# call: draws(7, 10)
# call: empty(5, 5)

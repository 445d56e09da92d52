"""random.seed in one call and random draws in later calls (state persists between calls)."""
import random
from numba import njit


@njit
def seed(s):
    random.seed(s)


@njit
def draw():
    return random.random()


@njit
def shuffle_sum(n):
    s = 0
    for i in range(n):
        s += i * random.randint(0, 1)
    return s

# call: seed(99)
# call: draw()
# call: draw()
# call: shuffle_sum(100)
# call: seed(99)
# call: draw()

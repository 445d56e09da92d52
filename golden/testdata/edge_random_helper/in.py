"""np.random.seed in the caller, then array draws inside a helper called twice: the second call
continues the stream; reseeding repeats it."""
import numpy as np
from numba import njit


@njit
def draw(n):
    return np.random.random(n), np.random.normal(0.0, 1.0, (2, n)), np.random.randint(0, 10, n)


@njit
def twice(seed, n):
    np.random.seed(seed)
    a1, b1, c1 = draw(n)
    a2, b2, c2 = draw(n)
    np.random.seed(seed)
    a3, b3, c3 = draw(n)
    return a1, a2, b2, c1, c2, np.all(a1 == a3), np.all(b1 == b3), (a1 == a2).sum()


@njit
def shuffled(seed):
    np.random.seed(seed)
    x = np.arange(6)
    np.random.shuffle(x)
    y = np.random.permutation(6)
    return x, y, np.random.uniform(-1.0, 1.0, 3)

# call: twice(0, 3)
# call: twice(42, 2)
# call: shuffled(7)

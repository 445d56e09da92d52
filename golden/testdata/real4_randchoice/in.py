"""np.random.choice with and without replacement, permutation and shuffle after a seed (NumPy's stream)."""
import numpy as np
from numba import njit


@njit
def draws(seed):
    np.random.seed(seed)
    a = np.random.choice(10, 5)
    b = np.random.choice(np.arange(20.0), 4, replace=False)
    p = np.random.permutation(6)
    x = np.arange(8)
    np.random.shuffle(x)
    return a, b, p, x, np.random.randint(0, 100, size=3)

# call: draws(7)

"""np.random: the same stream as Numba for the same seed."""
import numpy as np
from numba import njit


@njit
def draws(seed):
    np.random.seed(seed)
    a = np.random.random()
    b = np.random.rand(3)
    c = np.random.randn(2, 2)
    d = np.random.normal(1.0, 2.0)
    e = np.random.uniform(-1.0, 1.0, 3)
    f = np.random.randint(0, 10, 4)
    return a, b, c, d, e, f


@njit
def walk(seed, n):
    np.random.seed(seed)
    x = 0.0
    for i in range(n):
        x += np.random.standard_normal()
    return x

# call: draws(42)
# call: draws(7)
# call: walk(1, 1000)

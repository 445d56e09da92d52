"""prange sum of an expression with an if, a product reduction, and an array accumulated with += per iteration."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def red(x):
    s = 0.0
    p = 1.0
    acc = np.zeros(3)
    for i in prange(x.shape[0]):
        v = x[i]
        if v > 0:
            s += v * v
        p *= 1.0 + v * 1e-3
        acc += np.array([v, v * v, 1.0])
    return s, p, acc

# call: red(np.linspace(-1.0, 2.0, 101))

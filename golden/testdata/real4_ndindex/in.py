"""np.ndindex over a shape tuple and np.ndenumerate over a 3-d array."""
import numpy as np
from numba import njit


@njit
def weighted(a):
    s = 0.0
    for idx in np.ndindex(a.shape):
        s += a[idx] * (idx[0] + 2 * idx[1])
    return s


@njit
def argmax3(a):
    best = -np.inf
    where = (0, 0, 0)
    for idx, v in np.ndenumerate(a):
        if v > best:
            best = v
            where = idx
    return where, best

# call: weighted(np.arange(12.0).reshape(3, 4))
# call: argmax3(np.sin(np.arange(24.0)).reshape(2, 3, 4))

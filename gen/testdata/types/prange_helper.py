import numpy as np
from numba import njit, prange


@njit
def helper(x, k):
    return x * k + 1.0


@njit("float64(float64[::1], int64)", parallel=True)
def total(a, n):
    """Sum with a helper."""
    s = 0.0
    for i in prange(n):
        s += helper(a[i], 2)
    b = np.sqrt(a) + a[1:] [0]
    return s + b.sum()

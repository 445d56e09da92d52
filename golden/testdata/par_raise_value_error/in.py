"""A ValueError raised inside a prange body for a bad input propagates to the caller; good
inputs still give their results."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def safe_sqrt(a):
    out = np.empty_like(a)
    for i in prange(a.size):
        if a[i] < 0.0:
            raise ValueError("negative input")
        out[i] = np.sqrt(a[i])
    return out


@njit(parallel=True)
def checked_sum(a, limit):
    s = 0
    for i in prange(a.size):
        if a[i] > limit:
            raise ValueError("value over the limit")
        s += a[i]
    return s

# call: safe_sqrt(np.array([1.0, 4.0, 9.0]))
# call: safe_sqrt(np.array([1.0, -4.0, 9.0]))
# call: safe_sqrt(np.linspace(-1.0, 1.0, 1001))
# call: checked_sum(np.arange(100), 1000)
# call: checked_sum(np.arange(600), 500)

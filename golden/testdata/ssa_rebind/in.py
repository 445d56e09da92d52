"""A variable rebound in straight-line code to a value of another type: Numba types each
binding separately (SSA), and so does pygo, renaming the later bindings."""
import numpy as np
from numba import njit


@njit
def to_float32(x):
    x = x.astype(np.float32)
    return x * 2


@njit
def reshaped(n):
    a = np.arange(n * 2.0)
    total = a.sum()
    a = a.reshape((2, n))
    return a[1, 0], total


@njit
def retyped(n):
    v = n
    v = np.zeros(n)
    v[0] = 1.5
    for i in range(1, n):
        v[i] = v[i - 1] * 2
    return v

# call: to_float32(np.array([1.0, 2.5]))
# call: reshaped(3)
# call: retyped(4)

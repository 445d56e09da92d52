"""Element-wise prange loops out[i] = f(a[i]) with no reduction: new arrays and in-place updates."""
import math
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def sigmoid(a):
    out = np.empty_like(a)
    for i in prange(a.size):
        out[i] = 1.0 / (1.0 + math.exp(-a[i]))
    return out


@njit(parallel=True)
def axpy(alpha, x, y):
    for i in prange(x.size):
        y[i] = alpha * x[i] + y[i]


@njit(parallel=True)
def squares(n):
    out = np.zeros(n, dtype=np.int64)
    for i in prange(n):
        out[i] = i * i - 3
    return out

# call: sigmoid(np.linspace(-2.0, 2.0, 5))
# call: sigmoid(np.arange(0.0))
# call: axpy(2.0, np.arange(5.0), np.ones(5))
# call: squares(7)
# call: squares(300)

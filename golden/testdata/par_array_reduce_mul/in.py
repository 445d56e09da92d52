"""An array product reduction in a prange loop (arr *= x): each block multiplies into its own
array of ones, combined into the array in block order; integer and float arrays, 2-d, an
array factor and a scalar factor, zero iterations."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def powers(n):
    result = 2 * np.ones((3, 4), np.int64)
    tmp = 2 * np.ones_like(result)
    for i in prange(n):
        result *= tmp
    return result


@njit(parallel=True)
def scaled(a, n):
    acc = np.ones(a.shape[1])
    for i in prange(n):
        acc *= a[i % a.shape[0]]
    return acc


@njit(parallel=True)
def halves(n):
    acc = np.full(3, 1024.0)
    for i in prange(n):
        acc *= 0.5
    return acc

# call: powers(5)
# call: powers(0)
# call: scaled(np.array([[1.0, 2.0], [0.5, -1.0], [3.0, 1.0]]), 6)
# call: scaled(np.arange(1.0, 7.0).reshape(3, 2), 1)
# call: halves(10)

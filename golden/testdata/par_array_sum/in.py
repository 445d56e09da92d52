"""Numba's array_sum example: a prange loop summing a float array into a scalar reduction;
empty, short and long (more iterations than blocks) inputs."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def array_sum(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


@njit(parallel=True)
def mean(a):
    s = 0.0
    for i in prange(a.size):
        s += a[i]
    return s / a.size

# call: array_sum(np.arange(10.0))
# call: array_sum(np.arange(0.0))
# call: array_sum(np.linspace(0.5, 3.0, 1001))
# call: mean(np.arange(1.0, 8.0))
# call: mean(np.full(300, 0.1))

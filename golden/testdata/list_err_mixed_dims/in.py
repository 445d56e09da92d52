"""A list of arrays of different dimensions has no element type."""
# error: heterogeneous-list
import numpy as np
from numba import njit


@njit("int64(int64)")
def f(n):
    l = [np.zeros(n), np.zeros((n, n))]
    return len(l)

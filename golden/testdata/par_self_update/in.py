"""Reductions written as x = x + e, x = e + x and x = x * e instead of augmented assignment."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def sum_squares(a):
    s = 0.0
    for i in prange(a.size):
        s = s + a[i] * a[i]
    return s


@njit(parallel=True)
def sum_left(n):
    s = 0
    for i in prange(n):
        s = 3 * i + s
    return s


@njit(parallel=True)
def product(a):
    p = 1.0
    for i in prange(a.size):
        p = p * a[i]
    return p

# call: sum_squares(np.arange(1.0, 11.0))
# call: sum_squares(np.linspace(0.1, 1.0, 400))
# call: sum_left(100)
# call: sum_left(0)
# call: product(np.array([1.5, 2.0, 0.5, 4.0, 1.25]))

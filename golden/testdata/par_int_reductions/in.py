"""Integer scalar reductions with +=, -= and *= in prange loops, each in its own function;
the product overflows int64 and wraps, as Numba's does."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def add(a):
    s = 0
    for i in prange(a.size):
        s += a[i]
    return s


@njit(parallel=True)
def sub(a, start):
    s = start
    for i in prange(a.size):
        s -= a[i] * 2
    return s


@njit(parallel=True)
def mul(a):
    p = 1
    for i in prange(a.size):
        p *= a[i]
    return p


@njit(parallel=True)
def count_odd(n):
    c = 0
    for i in prange(n):
        c += i % 2
    return c

# call: add(np.arange(100))
# call: add(np.array([-5, 3, 7, -1]))
# call: sub(np.arange(10), 1000)
# call: sub(np.arange(0), 7)
# call: mul(np.array([1, 2, 3, 4, 5, -6]))
# call: mul(np.arange(1, 40))
# call: count_odd(1001)

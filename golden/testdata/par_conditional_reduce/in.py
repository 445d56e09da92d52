"""Reductions updated only in some iterations (under if/else and continue)."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def pos_neg(a):
    pos = 0.0
    neg = 0.0
    for i in prange(a.size):
        if a[i] > 0:
            pos += a[i]
        elif a[i] < 0:
            neg -= a[i]
    return pos, neg


@njit(parallel=True)
def count_multiples(n, k):
    c = 0
    for i in prange(n):
        if i % k != 0:
            continue
        c += 1
    return c

# call: pos_neg(np.array([1.0, -2.0, 3.0, 0.0, -4.5]))
# call: pos_neg(np.linspace(-3.0, 5.0, 801))
# call: count_multiples(100, 7)
# call: count_multiples(100000, 13)

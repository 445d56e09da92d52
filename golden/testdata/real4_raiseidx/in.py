"""Exceptions raised to the caller: IndexError with a message, ZeroDivisionError from //, KeyError from a dict."""
import numpy as np
from numba import njit


@njit
def pick(x, i):
    if i >= x.shape[0]:
        raise IndexError("index out of range")
    return x[i]


@njit
def ratio(a, b):
    return a // b


@njit
def lookup(k):
    d = {1: 10, 2: 20}
    return d[k]

# call: pick(np.arange(3.0), 5)
# call: pick(np.arange(3.0), 1)
# call: ratio(7, 0)
# call: ratio(7.5, 2.0)
# call: lookup(2)
# call: lookup(3)

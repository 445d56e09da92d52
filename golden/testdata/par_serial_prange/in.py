"""prange in functions without parallel=True (plain njit, and an undecorated helper) runs like range."""
# sig: plain_count(int64, int64)
import numpy as np
from numba import njit, prange


@njit
def serial_sum(a):
    s = 0.0
    for i in prange(a.size):
        s += a[i]
    return s


@njit
def running(a):
    out = np.empty_like(a)
    last = 0.0
    for i in prange(a.size):
        last = last + a[i]
        out[i] = last
    return out, last


def plain_count(n, k):
    c = 0
    for i in prange(n):
        if i % k == 0:
            c += 1
    return c

# call: serial_sum(np.arange(5.0))
# call: running(np.array([1.0, 2.0, 3.0, 4.0]))
# call: running(np.arange(0.0))
# call: plain_count(100, 7)

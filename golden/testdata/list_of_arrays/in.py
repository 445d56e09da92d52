"""Lists of arrays: built by append and by a literal, indexed, iterated and summed."""
import numpy as np
from numba import njit


@njit
def chunks(a, k):
    out = []
    for i in range(0, a.shape[0], k):
        out.append(a[i:i + k].copy())
    total = 0.0
    for c in out:
        total += c.sum()
    return len(out), total, out[-1]


@njit
def stacked(n):
    ls = [np.zeros(n), np.ones(n), np.arange(n) * 1.0]
    ls[0][0] = 5.0
    s = np.zeros(n)
    for x in ls:
        s += x
    return s

# call: chunks(np.arange(10.0), 3)
# call: stacked(4)

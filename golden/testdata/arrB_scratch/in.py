"""Temporaries rebound in every iteration of a loop reuse one buffer (emit/owned.go scratchAssign): the old value is read before it is rebound, rows of it go to reductions, its shape changes between iterations, and it is returned after the loop."""
import numpy as np
from numba import njit


@njit
def steps(a, b, n):
    acc = 0.0
    best = np.zeros(a.shape[0], dtype=np.int64)
    tmp = a + b
    for t in range(n):
        acc += tmp.sum()
        tmp = a * (t + 1) + b.T
        for j in range(tmp.shape[0]):
            best[j] += np.argmax(tmp[j])
    return acc, best, tmp


@njit
def growing(n):
    total = 0.0
    last = np.zeros(1)
    for k in range(1, n):
        w = np.arange(k) * 0.5 + 1.0
        total += w.sum() + last.sum()
        last = w * 2.0
    return total, last


@njit
def kept_in_list(n):
    out = []
    for k in range(n):
        v = np.arange(3.0) + k
        out.append(v)
    return out[0].sum(), out[-1].sum()

# call: steps(np.arange(9.0).reshape(3, 3), np.eye(3), 4)
# call: growing(6)
# call: kept_in_list(4)

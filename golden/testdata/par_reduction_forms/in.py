"""prange reductions as Numba's parfors tests write them: `s = s + x` (not only +=), `*=`,
max/min through the builtins, a whole-array reduction (`acc += row`),
several reductions in one loop, and a reduction under a condition."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def reductions(a):
    s = 0.0
    p = 1.0
    hi = -np.inf
    lo = np.inf
    for i in prange(a.shape[0]):
        s = s + a[i]
        p *= 1.0 + a[i] / 100.0
        hi = max(hi, a[i])
        lo = min(lo, a[i])
    return s, p, hi, lo


@njit(parallel=True)
def row_sum(m):
    acc = np.zeros(m.shape[1])
    for i in prange(m.shape[0]):
        acc += m[i]
    return acc


@njit(parallel=True)
def cond_count(a, t):
    c = 0
    tot = 0.0
    for i in prange(len(a)):
        if a[i] > t:
            c += 1
            tot += a[i]
    return c, tot


# call: reductions(np.linspace(-5.0, 7.0, 25))
# call: row_sum(np.arange(12.0).reshape(4, 3))
# call: cond_count(np.array([1.0, 5.0, 3.0, 7.0, 2.0]), 2.5)

"""Variables assigned in every iteration before use are private to the iteration: temporaries,
a tuple unpacked per iteration, and a variable assigned on both branches of an if."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def doubled(a):
    out = np.empty_like(a)
    for i in prange(a.size):
        t = a[i] * 2
        out[i] = t
    return out


@njit(parallel=True)
def polar(x, y):
    r = np.empty_like(x)
    for i in prange(x.size):
        u, v = x[i], y[i]
        sq = u * u + v * v
        r[i] = np.sqrt(sq)
    return r


@njit(parallel=True)
def clipped_sum(a, lim):
    s = 0.0
    for i in prange(a.size):
        if a[i] > lim:
            t = lim
        else:
            t = a[i]
        s += t
    return s

# call: doubled(np.arange(5.0))
# call: doubled(np.array([3, -1, 7]))
# call: polar(np.array([3.0, 0.0, 1.0]), np.array([4.0, 2.0, 1.0]))
# call: clipped_sum(np.arange(10.0), 4.0)
# call: clipped_sum(np.linspace(0.0, 2.0, 401), 1.5)

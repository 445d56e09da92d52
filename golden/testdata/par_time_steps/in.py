"""prange loops inside serial loops: time steps of an explicit smoothing, and a while loop that
calls a parallel reduction until it converges."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def smooth(u, steps):
    n = u.size
    v = u.copy()
    for _ in range(steps):
        w = v.copy()
        for i in prange(1, n - 1):
            w[i] = 0.25 * v[i - 1] + 0.5 * v[i] + 0.25 * v[i + 1]
        v = w
    return v


@njit(parallel=True)
def halvings(a):
    k = 0
    total = 1e300
    while total > 1.0:
        total = 0.0
        for i in prange(a.size):
            total += a[i]
        a *= 0.5
        k += 1
    return k, total

# call: smooth(np.array([0.0, 0.0, 8.0, 0.0, 0.0, 4.0]), 3)
# call: smooth(np.linspace(0.0, 1.0, 300) ** 2, 10)
# call: halvings(np.arange(1.0, 101.0))

"""Several reductions in one prange loop: a float sum, an integer count, a max and a product."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def stats(a, threshold):
    total = 0.0
    count = 0
    biggest = -np.inf
    for i in prange(a.size):
        total += a[i]
        if a[i] > threshold:
            count += 1
        biggest = max(biggest, a[i])
    return total, count, biggest


@njit(parallel=True)
def moments(a):
    s1 = 0.0
    s2 = 0.0
    n = 0
    for i in prange(a.size):
        x = a[i]
        s1 += x
        s2 += x * x
        n += 1
    return s1 / n, s2 / n - (s1 / n) ** 2

# call: stats(np.arange(1.0, 11.0), 4.5)
# call: stats(np.linspace(0.25, 5.0, 700), 1.0)
# call: moments(np.array([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]))
# call: moments(np.arange(1.0, 301.0))

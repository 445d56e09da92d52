"""A prange nested in another: only the outer loop runs in parallel, the inner runs serially."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def outer_product(a, b):
    out = np.empty((a.size, b.size))
    for i in prange(a.size):
        for j in prange(b.size):
            out[i, j] = a[i] * b[j]
    return out


@njit(parallel=True)
def nested_sum(n, m):
    s = 0
    for i in prange(n):
        for j in prange(m):
            s += i * m + j
    return s


@njit(parallel=True)
def row_max(m):
    out = np.empty(m.shape[0])
    for i in prange(m.shape[0]):
        best = -np.inf
        for j in prange(m.shape[1]):
            best = max(best, m[i, j])
        out[i] = best
    return out

# call: outer_product(np.arange(3.0), np.array([1.0, 10.0]))
# call: nested_sum(4, 5)
# call: nested_sum(300, 7)
# call: row_max(np.array([[1.0, 5.0, 2.0], [-1.0, -3.0, -2.0]]))

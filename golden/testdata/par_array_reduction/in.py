"""Array reductions: acc += a[i, :] and acc -= ... into a whole array declared before the loop."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def column_sums(m):
    acc = np.zeros(m.shape[1])
    for i in prange(m.shape[0]):
        acc += m[i, :]
    return acc


@njit(parallel=True)
def weighted_rows(m, w):
    acc = np.zeros(m.shape[1])
    for i in prange(m.shape[0]):
        acc += w[i] * m[i, :]
    return acc


@njit(parallel=True)
def int_hist_rows(m, start):
    acc = start.copy()
    for i in prange(m.shape[0]):
        acc -= m[i]
    return acc

# call: column_sums(np.arange(12.0).reshape(4, 3))
# call: column_sums(np.ones((500, 2)))
# call: weighted_rows(np.arange(6.0).reshape(3, 2), np.array([1.0, 0.5, 2.0]))
# call: int_hist_rows(np.arange(20).reshape(5, 4), np.array([100, 200, 300, 400]))

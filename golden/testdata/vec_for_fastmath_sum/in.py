"""Sums in explicit loops of fastmath=True functions (umap's distances): pygo folds them into 32
partial sums in a fixed order on every path, vector or Go, as LLVM reorders them for Numba;
without fastmath the sum stays sequential."""
import numpy as np
from numba import njit


@njit(fastmath=True)
def euclidean(x, y):
    result = 0.0
    for i in range(x.shape[0]):
        result += (x[i] - y[i]) ** 2
    return np.sqrt(result)


@njit(fastmath=True)
def weighted(x, y, w):
    result = 1.5
    for i in range(x.shape[0]):
        d = x[i] - y[i]
        result += w[i] * d * d
    return result


@njit(fastmath=True)
def fused_sums(x, y):
    return np.sum(x * y), ((x - y) ** 2).sum(), np.sqrt((x * x).sum())


@njit
def sequential(x, y):
    result = 0.0
    for i in range(x.shape[0]):
        result += (x[i] - y[i]) ** 2
    return result


@njit
def sweep(n):
    total = 0.0
    for m in range(n):
        x = np.cos(np.arange(m) * 0.5)
        y = np.sin(np.arange(m) * 0.25)
        total += euclidean(x, y) + weighted(x, y, np.abs(y)) + sequential(x, y)
        p, q, r = fused_sums(x, y)
        total += p + q + r
    return total

# call: sweep(70)
# call: sweep(300)
# call: euclidean(np.array([3.0, -0.0]), np.array([0.0, 4.0]))
# call: weighted(np.array([-0.0]), np.array([0.0]), np.array([1.0]))
# call: euclidean(np.linspace(0.0, 1.0, 1003), np.linspace(1.0, 3.0, 1003))
# call: fused_sums(np.zeros(0), np.zeros(0))
# call: fused_sums(np.array([-0.0, -0.0]), np.array([0.0, 0.0]))

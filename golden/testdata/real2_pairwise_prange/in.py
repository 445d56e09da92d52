"""prange-parallel kernels: a pairwise Euclidean distance matrix row by row, a parallel
reduction of the mean nearest-neighbour distance, and a Monte Carlo estimate of an integral
using a deterministic low-discrepancy (Halton) sequence instead of random numbers."""
import math
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def pairwise(X):
    n, d = X.shape
    D = np.empty((n, n))
    for i in prange(n):
        for j in range(n):
            s = 0.0
            for k in range(d):
                t = X[i, k] - X[j, k]
                s += t * t
            D[i, j] = math.sqrt(s)
    return D


@njit(parallel=True)
def mean_nn_distance(X):
    n = X.shape[0]
    total = 0.0
    worst = 0.0
    for i in prange(n):
        best = np.inf
        for j in range(n):
            if j == i:
                continue
            dist = np.sqrt(np.sum((X[i] - X[j]) ** 2))
            if dist < best:
                best = dist
        total += best
        worst = max(worst, best)
    return total / n, worst


@njit
def halton(i, base):
    f = 1.0
    r = 0.0
    while i > 0:
        f /= base
        r += f * (i % base)
        i //= base
    return r


@njit(parallel=True)
def qmc_integral(n):
    # integral over the unit square of exp(-(x^2 + y^2)), and the area of the quarter disc
    acc = 0.0
    hits = 0
    for i in prange(1, n + 1):
        x = halton(i, 2)
        y = halton(i, 3)
        acc += math.exp(-(x * x + y * y))
        if x * x + y * y <= 1.0:
            hits += 1
    return acc / n, 4.0 * hits / n

# call: pairwise(np.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0], [-2.0, 0.5]]))
# call: mean_nn_distance(np.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0], [-2.0, 0.5], [2.5, 3.5]]))
# call: qmc_integral(1000)
# call: qmc_integral(1)

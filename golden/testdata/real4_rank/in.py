"""Rank transform with ties averaged, via np.argsort (stable mergesort kind) and a Spearman correlation."""
import numpy as np
from numba import njit


@njit
def rankdata(x):
    n = x.shape[0]
    order = np.argsort(x, kind="mergesort")
    ranks = np.empty(n)
    i = 0
    while i < n:
        j = i
        while j + 1 < n and x[order[j + 1]] == x[order[i]]:
            j += 1
        r = 0.5 * (i + j) + 1.0
        for k in range(i, j + 1):
            ranks[order[k]] = r
        i = j + 1
    return ranks


@njit
def spearman(x, y):
    rx = rankdata(x)
    ry = rankdata(y)
    return np.corrcoef(rx, ry)[0, 1]

# call: rankdata(np.array([3.0, 1.0, 4.0, 1.0, 5.0]))
# call: spearman(np.array([1.0, 2.0, 3.0, 4.0, 5.0]), np.array([5.0, 6.0, 7.0, 8.0, 7.0]))

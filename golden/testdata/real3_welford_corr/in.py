"""Streaming statistics: Welford's online mean and variance updated one sample at a time (also
per column of a matrix), merging two partial states with Chan's formula, and a Pearson
correlation matrix computed pairwise from standardised columns."""
import numpy as np
from numba import njit


@njit
def welford_update(state, x):
    n, mean, m2 = state
    n += 1
    delta = x - mean
    mean += delta / n
    m2 += delta * (x - mean)
    return n, mean, m2


@njit
def welford(xs):
    state = (0, 0.0, 0.0)
    for i in range(xs.shape[0]):
        state = welford_update(state, xs[i])
    n, mean, m2 = state
    var = m2 / (n - 1) if n > 1 else np.nan
    return mean, var


@njit
def merge(a, b):
    na, ma, sa = a
    nb, mb, sb = b
    n = na + nb
    if n == 0:
        return 0, 0.0, 0.0
    delta = mb - ma
    mean = ma + delta * nb / n
    m2 = sa + sb + delta * delta * na * nb / n
    return n, mean, m2


@njit
def split_merge(xs, k):
    left = (0, 0.0, 0.0)
    right = (0, 0.0, 0.0)
    for i in range(k):
        left = welford_update(left, xs[i])
    for i in range(k, xs.shape[0]):
        right = welford_update(right, xs[i])
    n, mean, m2 = merge(left, right)
    return mean, m2 / n, np.var(xs)


@njit
def column_moments(X):
    n, d = X.shape
    mean = np.zeros(d)
    m2 = np.zeros(d)
    for i in range(n):
        delta = X[i] - mean
        mean += delta / (i + 1)
        m2 += delta * (X[i] - mean)
    return mean, m2 / (n - 1)


@njit
def corr_matrix(X):
    n, d = X.shape
    mean, var = column_moments(X)
    Z = (X - mean) / np.sqrt(var)
    C = np.empty((d, d))
    for a in range(d):
        C[a, a] = 1.0
        for b in range(a + 1, d):
            r = np.sum(Z[:, a] * Z[:, b]) / (n - 1)
            C[a, b] = r
            C[b, a] = r
    return C

# call: welford(np.array([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]))
# call: welford(np.array([3.5]))
# call: split_merge(np.array([1.0, 3.0, 2.0, 8.0, 5.0, 4.0, 0.5]), 3)
# call: corr_matrix(np.array([[1.0, 2.0, 0.5], [2.0, 3.9, 0.1], [3.0, 6.1, -0.4], [4.0, 8.0, 0.3], [5.0, 9.8, -0.2]]))

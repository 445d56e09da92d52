"""Real-style parallel kernels: several scalar reductions in one prange, array-valued reductions, nested prange bodies with local arrays, parallel array expressions, min/max reductions."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def moments(x):
    s = 0.0
    s2 = 0.0
    mx = -np.inf
    mn = np.inf
    cnt = 0
    for i in prange(x.size):
        v = x[i]
        s += v
        s2 += v * v
        mx = max(mx, v)
        mn = min(mn, v)
        if v > 0:
            cnt += 1
    n = x.size
    return s / n, s2 / n - (s / n) ** 2, mn, mx, cnt


@njit(parallel=True)
def col_hist(X, nbins):
    n, m = X.shape
    out = np.zeros((m, nbins), dtype=np.int64)
    for j in prange(m):
        col = X[:, j]
        lo = col.min()
        hi = col.max()
        w = (hi - lo) / nbins if hi > lo else 1.0
        for i in range(n):
            b = int((col[i] - lo) / w)
            if b >= nbins:
                b = nbins - 1
            out[j, b] += 1
    return out


@njit(parallel=True)
def array_reduce(X):
    acc = np.zeros(X.shape[1])
    for i in prange(X.shape[0]):
        acc += X[i] ** 2
    return np.sqrt(acc)


@njit(parallel=True)
def pairwise_min(A, B):
    na = A.shape[0]
    best = np.empty(na)
    arg = np.empty(na, dtype=np.int64)
    for i in prange(na):
        d = ((B - A[i]) ** 2).sum(axis=1)
        k = np.argmin(d)
        best[i] = np.sqrt(d[k])
        arg[i] = k
    return best, arg


@njit(parallel=True)
def normalize_rows(X):
    out = np.empty_like(X)
    for i in prange(X.shape[0]):
        r = X[i]
        nrm = np.sqrt(np.sum(r * r))
        out[i] = r / nrm if nrm > 0 else r
    return out


@njit(parallel=True)
def saxpy_expr(a, x, y):
    return a * x + np.sin(y) * np.exp(-x)


# call: moments(np.linspace(-2.0, 3.0, 101))
# call: col_hist(np.arange(24.0).reshape(6, 4) ** 1.3, 3)
# call: array_reduce(np.arange(12.0).reshape(4, 3))
# call: pairwise_min(np.array([[0.0, 0.0], [5.0, 5.0], [1.0, 2.0]]), np.array([[1.0, 1.0], [4.0, 4.0], [0.0, 3.0], [9.0, 9.0]]))
# call: normalize_rows(np.array([[3.0, 4.0], [0.0, 0.0], [1.0, 1.0]]))
# call: saxpy_expr(2.0, np.linspace(0.0, 1.0, 7), np.linspace(1.0, 2.0, 7))

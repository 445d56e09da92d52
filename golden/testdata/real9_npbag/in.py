"""Real-style NumPy grab bag: module-level tables with inf, arange with float and negative steps, linspace endpoint=False, sort along axes, argsort kinds, isclose/allclose, nan_to_num, reshape(-1, k), random with a seed."""
import numpy as np
from numba import njit

THRESH = np.array([-np.inf, -1.0, 0.0, 1.0, np.inf])
WEIGHTS = np.array([[0.5, 0.25], [0.125, 0.0625]])


@njit
def bucket(x):
    out = np.empty(x.size, dtype=np.int64)
    for i in range(x.size):
        out[i] = np.searchsorted(THRESH, x[i]) - 1
    return out, WEIGHTS.sum()


@njit
def ranges():
    a = np.arange(0.0, 1.0, 0.3)
    b = np.arange(10, 0, -3)
    c = np.linspace(0.0, 1.0, 4)
    d = np.arange(5)[::-2]
    return a, b, c, d


@njit
def sorting(X):
    rows = X.copy()
    for i in range(rows.shape[0]):
        rows[i].sort()
    cols = np.sort(X.T.copy())
    flat = np.sort(X.ravel())
    order = np.argsort(X[:, 0], kind='mergesort')
    return rows, cols, flat, order


@njit
def closeness(a, b):
    return np.allclose(a, b, 1e-5, 1e-8, False), np.allclose(a, b, 1e-3, 1e-8, False), np.allclose(a, b, 1e-5, 0.6, True)


@njit
def cleanup(x):
    y = np.where(np.isnan(x), 0.0, np.clip(x, -1e300, 1e300))
    m = np.isnan(x) | np.isinf(x)
    return y, m.sum(), x[~m].mean()


@njit
def blocks(x, k):
    r = x.reshape(-1, k)
    return r.sum(axis=1), r.T.copy(), np.ascontiguousarray(r[:, ::-1])


@njit
def seeded(n):
    np.random.seed(12)
    u = np.random.rand(n)
    g = np.random.normal(1.0, 2.0, n)
    k = np.random.randint(0, 10, n)
    p = np.random.permutation(n)
    return u, g, k, p


# call: bucket(np.array([-5.0, -0.5, 0.5, 3.0, 1.0]))
# call: ranges()
# call: sorting(np.array([[3.0, 1.0, 2.0], [0.5, 9.0, -1.0], [3.0, 0.0, 0.0]]))
# call: closeness(np.array([1.0, 2.0, 3.0]), np.array([1.0001, 2.1, 3.5]))
# call: cleanup(np.array([1.0, np.nan, -np.inf, 4.0, np.inf]))
# call: blocks(np.arange(12.0), 4)
# call: seeded(4)

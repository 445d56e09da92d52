"""Real-style gotchas: None defaults replaced by arrays, finfo globals, float('inf'), positional dtypes, dtype parameters, axis reductions, linalg solve/eigh/inv."""
import math
import numpy as np
from numba import njit

EPS = np.finfo(np.float64).eps
BIG = float('inf')


@njit
def normalize(x, w=None):
    if w is None:
        w = np.ones(x.shape[0])
    s = (x * w).sum()
    return x * w / max(s, EPS)


@njit
def alloc(n, dtype=np.float64):
    a = np.zeros(n, dtype)
    b = np.empty((n,), np.int32)
    for i in range(n):
        b[i] = i * 2
    return a + b


@njit
def reductions(a):
    return (np.sum(a, axis=0), np.sum(a, axis=1) / a.shape[1], np.argmax(a, axis=1), a.min(), np.std(a))


@njit
def floor_idx(x, h):
    return int(np.floor(x / h)), int(math.floor(-x / h)), x > BIG, -BIG < x


@njit
def lin(A, b):
    x = np.linalg.solve(A, b)
    w, V = np.linalg.eigh(A)
    Ai = np.linalg.inv(A)
    return x, w, np.abs(V[:, -1]), Ai @ b


@njit
def branchy(x):
    if x > 0:
        return 1
    elif x < 0:
        return -1.5
    return 0


# call: normalize(np.array([1.0, 2.0, 3.0]))
# call: normalize(np.array([1.0, 2.0, 3.0]), np.array([0.0, 1.0, 0.5]))
# call: alloc(4)
# call: reductions(np.array([[1.0, 5.0, 2.0], [4.0, 0.0, 6.0]]))
# call: floor_idx(2.5, 0.7)
# call: lin(np.array([[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]]), np.array([1.0, 2.0, 3.0]))
# call: branchy(3.0)
# call: branchy(-3.0)
# call: branchy(0.0)

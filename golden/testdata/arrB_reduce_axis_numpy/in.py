"""Reductions along an axis that Numba 0.56 cannot compile: prod, min, max, mean, std, var,
all and any with axis=, and cumsum/cumprod with axis=; checked against NumPy."""
# oracle: cpython Numba 0.56 supports axis= only for sum, argmin and argmax
import numpy as np
from numba import njit


@njit
def stats(m):
    return np.prod(m, axis=0), np.min(m, axis=1), np.max(m, axis=0), np.mean(m, axis=1), np.std(m, axis=0), np.var(m, axis=1)


@njit
def methods(m):
    return m.prod(axis=1), m.min(axis=0), m.max(axis=1), m.mean(axis=0), m.std(axis=1), m.var(axis=0)


@njit
def truth(m):
    return np.all(m, axis=0), np.any(m, axis=1), np.all(m > 0, axis=1), np.any(m < 0, axis=0)


@njit
def running(m):
    return np.cumsum(m, axis=0), np.cumsum(m, axis=1), np.cumprod(m, axis=1)


@njit
def three_d(t):
    return t.max(axis=1), t.mean(axis=2), t.min(axis=0)

# call: stats(np.array([[1.0, 2.0, 3.0], [4.0, -5.0, 6.5]]))
# call: stats(np.array([[1, 2], [3, 4], [5, -6]], dtype=np.int32))
# call: methods(np.array([[1.0, 2.0, 3.0], [4.0, -5.0, 6.5]]))
# call: methods(np.array([[2.0, np.nan], [1.0, 3.0]]))
# call: truth(np.array([[1.0, 0.0, -2.0], [3.0, 0.0, 4.0]]))
# call: running(np.arange(1, 7).reshape(2, 3))
# call: running(np.array([[0.5, -1.0], [2.0, 4.0]]))
# call: three_d(np.arange(24.0).reshape(2, 3, 4))

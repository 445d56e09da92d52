"""NumPy functions and methods on 0-d arrays: var, argmin, all, cumsum and cumprod (1-d results), expand_dims and atleast_1d, itemset, ones_like, empty_like written through a[()], and ufuncs (isnan, abs)."""
import numpy as np
from numba import njit


@njit
def stats(a):
    return a.var(), np.argmin(a), np.all(a), a.cumsum(), np.cumprod(a)


@njit
def shapes(a):
    return np.expand_dims(a, 0), np.atleast_1d(a), np.ones_like(a)


@njit
def choose(a, x, y):
    return np.isnan(a), np.abs(a), np.maximum(a, x) + y


@njit
def write(a, v):
    a.itemset(v)
    b = np.empty_like(a)
    b[()] = a[()] + 1
    return a, b

# call: stats(np.array(2.5))
# call: stats(np.array(0))
# call: shapes(np.array(1.5))
# call: choose(np.array(3.0), np.arange(3.0), 7.0)
# call: choose(np.array(-1.0), np.arange(3.0), 7.0)
# call: write(np.array(1.0), 6.5)
# call: write(np.array(4), 9)

"""0-d arrays through reductions (sum, max, prod, mean, std, argmax, any, median), views and copies (ravel, reshape, flatten, T, astype, zeros_like), and in and out of @njit functions (a callee writes the caller's 0-d array)."""
import numpy as np
from numba import njit


@njit
def reduce(a):
    return a.sum(), a.max(), a.min(), a.prod(), a.mean(), np.sum(a), a.std(), np.argmax(a), a.any(), np.median(a)


@njit
def store(a, v):
    a[()] = v
    return a


@njit
def caller(x):
    z = np.zeros(())
    r = store(z, x)
    return r, z[()], np.array(x) * np.array(2.0)


@njit
def views(a):
    return a.ravel(), a.reshape(1), a.flatten(), a.T, a.astype(np.int64), np.zeros_like(a), np.full_like(a, 4)

# call: reduce(np.array(2.5))
# call: reduce(np.array(-3))
# call: caller(1.5)
# call: views(np.array(2.75))
# call: views(np.array(9))

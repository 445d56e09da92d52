"""0-d arrays: np.array/np.asarray of a scalar, np.empty/zeros/ones/full of the shape (), a[()] read and write, shape/ndim/size, item()."""
import numpy as np
from numba import njit


@njit
def make(x):
    return np.array(x), np.asarray(x), np.array(x, dtype=np.float32)


@njit
def shaped(v):
    a = np.zeros(())
    b = np.ones((), dtype=np.int64)
    c = np.full((), v)
    d = np.empty(())
    d[()] = 2 * v
    return a, b, c, d


@njit
def index(a, v):
    old = a[()]
    a[()] = v
    a[()] += 1.0
    return old, a[()], a


@njit
def props(a):
    return a.shape == (), a.ndim, a.size, len(a.shape), a.item()


@njit
def roundtrip(a):
    b = a.copy()
    b[()] = b[()] * 2
    return a, b, np.copy(a), a.reshape(()), np.arange(1.0, 2.0).reshape(())

# call: make(2.5)
# call: make(-3)
# call: shaped(1.5)
# call: shaped(7)
# call: index(np.array(2.5), 4.0)
# call: props(np.array(2.5))
# call: props(np.array(7))
# call: roundtrip(np.array(3.25))
# call: roundtrip(np.array(-4))

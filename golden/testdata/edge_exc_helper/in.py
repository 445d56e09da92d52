"""Exceptions raised from inside a helper that indexes arrays (assert and ValueError) propagate
through the caller; results on the non-raising paths."""
import numpy as np
from numba import njit


@njit
def checked_get(a, i):
    assert 0 <= i < a.size, "index out of range"
    v = a[i]
    if v < 0:
        raise ValueError("negative element")
    return v


@njit
def total(a, idx):
    s = 0.0
    for k in range(idx.size):
        s += checked_get(a, idx[k])
    return s


@njit
def normalise(m):
    for i in range(m.shape[0]):
        r = m[i].sum()
        if r == 0.0:
            raise ValueError("zero row")
        m[i] /= r
    return m

# call: total(np.array([1.0, 2.0, 3.0]), np.array([0, 2, 2]))
# call: total(np.array([1.0, 2.0, 3.0]), np.array([0, 3]))
# call: total(np.array([1.0, -2.0, 3.0]), np.array([2, 1]))
# call: normalise(np.array([[1.0, 3.0], [0.0, 0.0]]))
# call: normalise(np.array([[1.0, 3.0], [2.0, 2.0]]))

"""Views and reshapes: np.atleast_1d/2d/3d, swapaxes, broadcast_to, asfarray,
asarray_chkfinite (and its ValueError), kron, and fill_diagonal in place (with wrap)."""
import numpy as np
from numba import njit


@njit
def atleast(v, m):
    a = np.atleast_2d(v)
    b = np.atleast_3d(v)
    c = np.atleast_3d(m)
    return np.atleast_1d(v).shape, a.shape, b.shape, c.shape, np.atleast_2d(m).shape, a.copy(), c.copy()


@njit
def views(m, v):
    s = np.swapaxes(m, 0, 1)
    b = np.broadcast_to(v, (2, 3))
    return s.copy(), s.shape, b.copy(), np.asfarray(np.arange(3)), np.asfarray(m)


@njit
def checked(a):
    return np.asarray_chkfinite(a).sum()


@njit
def kron(a, b):
    return np.kron(a, b)


@njit
def filldiag(m, x, wrap):
    np.fill_diagonal(m, x, wrap)
    return m

# call: atleast(np.array([1.0, 2.0, 3.0]), np.arange(4.0).reshape(2, 2))
# call: views(np.arange(6.0).reshape(2, 3), np.array([1.0, 2.0, 3.0]))
# call: checked(np.array([1.0, 2.5]))
# call: checked(np.array([1.0, np.inf]))
# call: kron(np.array([[1.0, 2.0], [3.0, 4.0]]), np.array([[0.0, 1.0], [1.0, 0.0]]))
# call: kron(np.array([[1, 2]]), np.array([[1, 10], [100, 1000]]))
# call: filldiag(np.zeros((3, 3)), 5.0, False)
# call: filldiag(np.zeros((7, 3)), 2.5, True)
# call: filldiag(np.zeros((7, 3), dtype=np.int64), 9.7, False)

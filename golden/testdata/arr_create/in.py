"""Array creation: zeros, ones, full, the *_like functions, arange, linspace, eye, array."""
import numpy as np
from numba import njit


@njit
def made(n):
    a = np.zeros(n)
    b = np.ones((2, n), dtype=np.int32)
    c = np.full(3, 2.5)
    d = np.empty(n)
    d[:] = 7.0
    return a, b, c, d


@njit
def likes(a):
    return np.zeros_like(a), np.ones_like(a), np.full_like(a, 4.0), np.empty_like(a).shape


@njit
def ranges():
    return np.arange(5), np.arange(1.0, 2.0, 0.25), np.arange(10, 0, -3), np.linspace(0.0, 1.0, 5)


@njit
def eyes():
    return np.eye(3), np.eye(2, 3, 1), np.identity(2)


@njit
def literals():
    a = np.array([1.0, 2.0, 3.0])
    b = np.array([[1, 2], [3, 4]])
    c = np.array((1.5, 2))
    return a, b, c, a.copy(), np.copy(b)

# call: made(4)
# call: likes(np.arange(6.0).reshape(2, 3))
# call: ranges()
# call: eyes()
# call: literals()

"""Single-precision np.linalg decompositions: eigh, eigvalsh, eig, eigvals, svd, qr, pinv, matrix_power, matrix_rank, cond, lstsq and np.roots of float32 arrays."""
import numpy as np
from numba import njit


@njit
def sym(a):
    w, v = np.linalg.eigh(a)
    return w, np.abs(v), np.linalg.eigvalsh(a), np.linalg.eigvals(a)


@njit
def general(a):
    u, s, vh = np.linalg.svd(a)
    q, r = np.linalg.qr(a)
    return s, np.abs(u), np.abs(r), np.linalg.pinv(a), np.linalg.matrix_power(a, 3)


@njit
def rank(a):
    return np.linalg.matrix_rank(a)


@njit
def cond(a):
    return np.linalg.cond(a), np.linalg.cond(a, 1)


@njit
def fit(a, b):
    return np.linalg.lstsq(a, b)


@njit
def poly(p):
    return np.roots(p)


# call: sym(np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 2.0]], dtype=np.float32))
# call: general(np.array([[2.0, -1.0], [1.0, 3.0]], dtype=np.float32))
# call: rank(np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32))
# call: rank(np.array([[1.0, 2.0], [2.0, 4.00000001]], dtype=np.float32))
# call: rank(np.array([[1.0, 2.0], [2.0, 4.0001]], dtype=np.float32))
# call: cond(np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32))
# call: fit(np.array([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0]], dtype=np.float32), np.array([1.0, 2.0, 2.5], dtype=np.float32))
# call: poly(np.array([1.0, -3.0, 2.0], dtype=np.float32))

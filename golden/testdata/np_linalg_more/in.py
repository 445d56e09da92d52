"""np.linalg beyond solve/inv/det: eigvalsh and eigh's eigenvalues, svd's singular values, qr, lstsq, eigvals,
cholesky (and its LinAlgError), slogdet, matrix_power (positive, zero, negative), pinv,
matrix_rank and cond."""
import numpy as np
from numba import njit


@njit
def spectra(a):
    w, v = np.linalg.eigh(a)
    u, s, vh = np.linalg.svd(a)
    return np.linalg.eigvalsh(a), w, s, np.abs(np.diag(u @ np.diag(s) @ vh - a)).max() < 1e-12


@njit
def chol(a):
    return np.linalg.cholesky(a)


@njit
def powers(a):
    return (np.linalg.matrix_power(a, 0), np.linalg.matrix_power(a, 1), np.linalg.matrix_power(a, 2),
            np.linalg.matrix_power(a, 5), np.linalg.matrix_power(a, -2))


@njit
def misc(a):
    return np.linalg.slogdet(a), np.linalg.pinv(a), np.linalg.matrix_rank(a), np.linalg.cond(a)

# call: spectra(np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.0], [0.5, 0.0, 2.0]]))
# call: chol(np.array([[4.0, 2.0], [2.0, 3.0]]))
# call: chol(np.array([[1.0, 2.0], [2.0, 1.0]]))
# call: powers(np.array([[1.0, 2.0], [3.0, 4.0]]))
# call: misc(np.array([[2.0, 1.0], [1.0, 3.0]]))
# call: misc(np.array([[1.0, 2.0], [2.0, 4.0], [0.5, 1.0]]))


@njit
def qr(a):
    q, r = np.linalg.qr(a)
    return q, r, np.abs(q @ r - a).max() < 1e-12


@njit
def lstsq(a, b):
    return np.linalg.lstsq(a, b)


@njit
def eigvals(a):
    return np.linalg.eigvals(a)

# call: qr(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
# call: qr(np.array([[2.0, -1.0, 0.5], [1.0, 3.0, 2.0]]))
# call: lstsq(np.array([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0]]), np.array([1.0, 2.0, 2.0]))
# call: lstsq(np.array([[1.0, 2.0], [2.0, 4.0]]), np.array([1.0, 2.0]))
# call: eigvals(np.array([[2.0, 1.0], [0.0, 3.0]]))
# call: eigvals(np.array([[0.0, -1.0], [1.0, 0.0]]))

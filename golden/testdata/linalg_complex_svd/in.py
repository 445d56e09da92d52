"""np.linalg.svd, pinv, matrix_rank and cond of complex matrices (complex128 and complex64, tall,
wide, square, Fortran order, rank-deficient, 1x1): the singular values exactly as Numba's (real,
descending); singular vectors are unique only up to a unit complex factor per pair, so they are
checked by phase-free quantities (reconstruction, unitarity, |u|·|vh| of a simple singular
value); empty and NaN input raise Numba's LinAlgError."""
import numpy as np
from numba import njit


@njit
def svd(a):
    u, s, vh = np.linalg.svd(a)
    k = s.shape[0]
    rec = np.abs((u[:, :k] * s) @ vh[:k, :] - a).max()
    uni = max(np.abs(np.conj(u.T) @ u - np.eye(u.shape[0])).max(), np.abs(vh @ np.conj(vh.T) - np.eye(vh.shape[0])).max())
    return s, u.shape, vh.shape, rec < 1e-5, uni < 1e-5, np.abs(np.outer(u[:, 0], vh[0, :]))


@njit
def svals(a):
    return np.linalg.svd(a)[1]


@njit
def pinv(a):
    return np.linalg.pinv(a)


@njit
def rank_cond(a):
    r = np.linalg.matrix_rank(a)
    c = np.linalg.cond(a)
    # the condition number of a rank-deficient matrix is rounding noise (or inf)
    return r, c if r == min(a.shape) or r == 0 else -1.0


# call: svd(np.array([[1 + 1j, 2, 0.5j], [3j, 1, 0], [0.25, -1j, 4], [1, 1, 1j]]))
# call: svd(np.array([[1 + 1j, 2, 0.5j], [3j, 1, 0]]))
# call: svd(np.asfortranarray(np.array([[2, 1 - 1j], [1j, 3]])))
# call: svd(np.array([[2, 1 - 1j, 0], [1j, 3, 1], [0, 0.5, 1j]], dtype=np.complex64))
# call: svd(np.array([[3 - 4j]]))
# call: svals(np.array([[1, 1j], [1j, -1]]))
# call: svals(np.zeros((0, 2), dtype=np.complex128))
# call: svals(np.array([[1, np.nan], [0, 1j]]))
# call: pinv(np.array([[1 + 1j, 2, 0.5j], [3j, 1, 0], [0.25, -1j, 4], [1, 1, 1j]]))
# call: pinv(np.array([[1, 2j], [2, 4j]]))
# call: pinv(np.array([[2, 1 - 1j], [1j, 3]], dtype=np.complex64))
# call: rank_cond(np.array([[1 + 1j, 2, 0.5j], [3j, 1, 0], [0.25, -1j, 4], [1, 1, 1j]]))
# call: rank_cond(np.array([[1, 2j], [2, 4j]]))
# call: rank_cond(np.array([[2, 1 - 1j], [1j, 3]], dtype=np.complex64))
# call: rank_cond(np.zeros((2, 2), dtype=np.complex128))

"""np.linalg.eig and eigvals of complex matrices (complex128 and complex64, C and Fortran order,
Hermitian, triangular, a permutation, 1x1 and empty): the eigenvalues in zgeev's order (the
diagonal of the Schur form after balancing) and right eigenvectors normalized as zgeev (unit
2-norm, the largest component real); non-square and NaN input raise Numba's LinAlgError."""
import numpy as np
from numba import njit


@njit
def eig(a):
    return np.linalg.eig(a)


@njit
def eigvals(a):
    return np.linalg.eigvals(a)


@njit
def residual(a):
    w, v = np.linalg.eig(a)
    return np.abs(a @ v - v * w).max() < 1e-10, w.shape[0], v.shape


# call: eig(np.array([[2, 1 - 1j, 0.5j], [1 + 1j, 3, 2], [-0.5j, 2, 1]]))
# call: eig(np.array([[1, -2], [2, 1]], dtype=np.complex128))
# call: eig(np.asfortranarray(np.array([[1, 2, 3], [0, 4j, 5], [0, 0, 6]], dtype=np.complex128)))
# call: eig(np.array([[0, 0, 1], [1, 0, 0], [0, 1, 0]], dtype=np.complex128))
# call: eig(np.array([[1 + 1j, 2, 0.5j, -1], [3j, 1, 0, 2 - 2j], [0.25, -1j, 4, 1], [1, 1, 1j, -2]]))
# call: eig(np.array([[2, 1 - 1j], [1j, 3]], dtype=np.complex64))
# call: eig(np.array([[7.5 - 2j]]))
# call: eig(np.zeros((0, 0), dtype=np.complex128))
# call: eig(np.ones((2, 3), dtype=np.complex128))
# call: eig(np.array([[1, np.nan], [0, 1j]]))
# call: eigvals(np.array([[2, 1 - 1j, 0.5j], [1 + 1j, 3, 2], [-0.5j, 2, 1]]))
# call: eigvals(np.array([[1, 2, 3], [4, 5, 6], [7, 8, 10]], dtype=np.complex128))
# call: eigvals(np.array([[0, 1j, 0, 0], [0, 0, 1j, 0], [0, 0, 0, 1j], [1, 0, 0, 0]]))
# call: eigvals(np.array([[2, 1 - 1j], [1j, 3]], dtype=np.complex64))
# call: eigvals(np.zeros((0, 0), dtype=np.complex128))
# call: eigvals(np.ones((3, 2), dtype=np.complex128))
# call: eigvals(np.array([[1, np.inf], [0, 1j]]))
# call: residual(np.arange(25.0).reshape(5, 5) + 1j * np.eye(5))
# call: residual(np.array([[1 + 1j, 2, 0.5j, -1], [3j, 1, 0, 2 - 2j], [0.25, -1j, 4, 1], [1, 1, 1j, -2]]))

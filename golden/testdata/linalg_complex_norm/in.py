"""np.linalg.norm of complex vectors and matrices (complex128 and complex64, strided and
Fortran-ordered): the default 2-norm and Frobenius norm by BLAS dznrm2 (scnrm2), and the other
orders (vector: 1, inf, -inf, 0, 3; matrix: 1, -1, inf) of the moduli; empty arrays give 0."""
import numpy as np
from numba import njit


@njit
def norm(a):
    return np.linalg.norm(a)


@njit
def vnorms(v):
    return (np.linalg.norm(v, 1), np.linalg.norm(v, np.inf), np.linalg.norm(v, -np.inf),
            np.linalg.norm(v, 0), np.linalg.norm(v, 3), np.linalg.norm(v, 2))


@njit
def mnorms(m):
    return np.linalg.norm(m, 1), np.linalg.norm(m, -1), np.linalg.norm(m, np.inf)


# call: norm(np.array([3 + 4j, 1 - 1j, 2j]))
# call: norm(np.array([[1 + 1j, 2], [3j, -4]]))
# call: norm(np.asfortranarray(np.array([[1 + 1j, 2, 0.5j], [3j, -4, 1]])))
# call: norm(np.array([3 + 4j, 1 - 1j, 2j, 5, -1j, 0.5])[::2])
# call: norm(np.array([3 + 4j, 1 - 1j, 2j], dtype=np.complex64))
# call: norm(np.zeros(0, dtype=np.complex128))
# call: vnorms(np.array([3 + 4j, 1 - 1j, 2j, 0]))
# call: vnorms(np.array([3 + 4j, 1 - 1j, 2j], dtype=np.complex64))
# call: mnorms(np.array([[1 + 1j, 2], [3j, -4], [0.5, 1j]]))
# call: mnorms(np.array([[1 + 1j, 2], [3j, -4]], dtype=np.complex64))

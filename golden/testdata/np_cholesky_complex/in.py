"""np.linalg.cholesky of complex128 Hermitian matrices (zpotrf's algorithm on the lower
triangle: the upper one is never read, and an F-ordered input), the LinAlgError of a matrix that is not positive
definite or not square, and the empty matrix."""
import numpy as np
from numba import njit


@njit
def chol(a):
    return np.linalg.cholesky(a)


# call: chol(np.array([[4 + 0j, 1 - 1j], [1 + 1j, 3 + 0j]]))
# call: chol(np.array([[4 + 0j, 99j], [1 + 1j, 3 + 0j]]))
# call: chol(np.asfortranarray(np.array([[9 + 0j, 3 - 3j, 1j], [3 + 3j, 6 + 0j, 2 + 0j], [-1j, 2 + 0j, 5 + 0j]])))
# call: chol(np.array([[1 + 0j, 2 + 0j], [2 + 0j, 1 + 0j]]))
# call: chol(np.array([[1 + 5j, 2 + 0j], [2 + 1j, 3 + 0j]]))
# call: chol(np.ones((2, 3), dtype=np.complex128))
# call: chol(np.zeros((0, 0), dtype=np.complex128))

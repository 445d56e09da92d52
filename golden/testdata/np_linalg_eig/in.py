"""np.linalg.eig of real matrices (C and Fortran order, symmetric, triangular, 1x1 and empty):
the eigenvalues in geev's order and unit right eigenvectors as columns; complex eigenvalues
raise Numba's ValueError (the result type cannot change with the values), as do NaN input
(LinAlgError) and a non-square matrix."""
import numpy as np
from numba import njit


@njit
def eig(a):
    return np.linalg.eig(a)


@njit
def residual(a):
    w, v = np.linalg.eig(a)
    return np.abs(a @ v - v * w).max() < 1e-10, w.shape[0], v.shape


# call: eig(np.array([[2.0, 1.0], [1.0, 3.0]]))
# call: eig(np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.0], [0.5, 0.0, 2.0]]))
# call: eig(np.asfortranarray(np.array([[1.0, 2.0, 3.0], [0.0, 4.0, 5.0], [0.0, 0.0, 6.0]])))
# call: eig(np.array([[1.0, 1.5, 0.0], [1.0, 1.5, 2.0], [0.0, 1.5, 2.0]]))
# call: eig(np.array([[7.5]]))
# call: eig(np.zeros((0, 0)))
# call: eig(np.array([[1.0, -2.0], [2.0, 1.0]]))
# call: eig(np.array([[1.0, np.nan], [0.0, 1.0]]))
# call: eig(np.ones((2, 3)))
# call: residual(np.arange(16.0).reshape(4, 4))
# call: residual(np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.0], [0.5, 0.0, 2.0]]))

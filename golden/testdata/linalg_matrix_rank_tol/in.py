"""np.linalg.matrix_rank(A, tol): singular values above tol count (a float, an integer, None for
NumPy's default), of float64, float32, complex128 and complex64 matrices; a vector's rank is 1
when any element is nonzero, whatever tol is (NumPy's rule, which Numba copies); an empty matrix
raises LinAlgError."""
import numpy as np
from numba import njit


@njit
def rank(a, tol):
    return np.linalg.matrix_rank(a, tol)


@njit
def rank_kw(a):
    return np.linalg.matrix_rank(a, tol=0.5), np.linalg.matrix_rank(a, tol=None), np.linalg.matrix_rank(a)


@njit
def rank_view(a):
    return np.linalg.matrix_rank(a[::2], 1e-3), np.linalg.matrix_rank(a[:, 0])

# call: rank(np.array([[1.0, 0.0], [0.0, 1e-3]]), 1e-2)
# call: rank(np.array([[1.0, 0.0], [0.0, 1e-3]]), 1e-4)
# call: rank(np.array([[1.0, 0.0], [0.0, 1e-3]]), None)
# call: rank(np.array([[1.0, 0.0], [0.0, 1e-3]]), 2)
# call: rank(np.array([[1.0, 0.0], [0.0, 1e-3]]), -1.0)
# call: rank(np.array([[1.0, 0.0], [0.0, 1e-3]]), float("nan"))
# call: rank(np.array([[1.0, 0.0], [0.0, 1e-3]], dtype=np.float32), 1.0000000474974513e-3)
# call: rank(np.array([[1.0, 0.0], [0.0, 1e-3]], dtype=np.float32), 1e-4)
# call: rank(np.array([[1 + 1j, 0], [0, 1e-3j]]), 1e-2)
# call: rank(np.array([[1 + 1j, 0], [0, 1e-3j]], dtype=np.complex64), 1e-4)
# call: rank(np.array([0.0, 1e-15, 0.0]), 1.0)
# call: rank(np.array([0.0, 0.0]), None)
# call: rank(np.array([0.0, np.nan]), 1.0)
# call: rank(np.array([0j, 1e-20j]), 1.0)
# call: rank(np.zeros(0), None)
# call: rank(np.zeros((0, 3)), None)
# call: rank(np.zeros((2, 0)), 1.0)
# call: rank(np.array([[1.0, np.inf], [0.0, 1.0]]), 1.0)
# call: rank_kw(np.array([[3.0, 1.0, 0.0], [1.0, 3.0, 0.0], [0.0, 0.0, 0.25]]))
# call: rank_view(np.arange(12.0).reshape(4, 3) ** 2)

"""np.linalg.det, slogdet, inv and solve of complex128 matrices (LU with partial pivoting as
zgetrf): a pivoting case, a singular matrix (det 0, slogdet (0, -inf), inv and solve raise
LinAlgError), the empty matrix, NaN input and a right-hand side of another length."""
import numpy as np
from numba import njit


@njit
def dets(a):
    return np.linalg.det(a), np.linalg.slogdet(a)


@njit
def inv(a):
    return np.linalg.inv(a)


@njit
def solve(a, b):
    return np.linalg.solve(a, b)


# call: dets(np.array([[1 + 2j, 2 - 1j], [3j, 4 + 0.5j]]))
# call: dets(np.array([[0j, 1 + 1j, 2], [3 - 1j, 1j, 0.5], [2, 2 + 2j, -1j]]))
# call: dets(np.array([[1 + 1j, 2 + 2j], [2 + 2j, 4 + 4j]]))
# call: dets(np.zeros((0, 0), dtype=np.complex128))
# call: dets(np.array([[2j]]))
# call: dets(np.ones((2, 3), dtype=np.complex128))
# call: inv(np.array([[0j, 1 + 1j, 2], [3 - 1j, 1j, 0.5], [2, 2 + 2j, -1j]]))
# call: inv(np.asfortranarray(np.array([[1 + 2j, 2 - 1j], [3j, 4 + 0.5j]])))
# call: inv(np.array([[1 + 1j, 2 + 2j], [2 + 2j, 4 + 4j]]))
# call: inv(np.array([[1 + 1j, np.nan], [2, 4j]]))
# call: solve(np.array([[0j, 1 + 1j, 2], [3 - 1j, 1j, 0.5], [2, 2 + 2j, -1j]]), np.array([1 + 0j, 2j, -1]))
# call: solve(np.array([[0j, 1 + 1j, 2], [3 - 1j, 1j, 0.5], [2, 2 + 2j, -1j]]), np.array([[1 + 0j, 2], [2j, 0], [-1, 1j]]))
# call: solve(np.array([[1 + 1j, 2 + 2j], [2 + 2j, 4 + 4j]]), np.array([1j, 1]))
# call: solve(np.array([[1 + 1j, 2j], [3, 4 - 1j]]), np.array([1j, 1, 2]))

"""Single-precision np.linalg: det, slogdet, inv, solve and cholesky of float32 and complex64 matrices."""
import numpy as np
from numba import njit


@njit
def real32(a, b):
    return np.linalg.det(a), np.linalg.slogdet(a), np.linalg.inv(a), np.linalg.solve(a, b)


@njit
def chol32(a):
    return np.linalg.cholesky(a)


@njit
def cplx64(a, b):
    return np.linalg.det(a), np.linalg.slogdet(a), np.linalg.inv(a), np.linalg.solve(a, b)


# call: real32(np.array([[4.0, 1.0], [2.0, 3.0]], dtype=np.float32), np.array([1.0, 2.0], dtype=np.float32))
# call: real32(np.array([[2.0, -1.0, 0.5], [1.0, 3.0, 2.0], [0.25, 1.0, 4.0]], dtype=np.float32), np.array([[1.0, 0.0], [2.0, 1.0], [3.0, -1.0]], dtype=np.float32))
# call: real32(np.array([[1.0, 2.0], [2.0, 4.0]], dtype=np.float32), np.array([1.0, 2.0], dtype=np.float32))
# call: chol32(np.array([[4.0, 2.0], [2.0, 3.0]], dtype=np.float32))
# call: chol32(np.array([[1.0, 2.0], [2.0, 1.0]], dtype=np.float32))
# call: cplx64(np.array([[1 + 1j, 2], [0.5j, 3 - 1j]], dtype=np.complex64), np.array([1j, 2.0], dtype=np.complex64))

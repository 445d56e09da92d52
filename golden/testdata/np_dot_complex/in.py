"""Products of complex matrices and vectors (np.dot and @), which gave Go that did not compile:
matrix-matrix, matrix-vector, vector-matrix and vector-vector, on a conjugate transpose too
(a Gram matrix), in complex128 and complex64, and the ValueError of mismatched sizes."""
import numpy as np
from numba import njit


@njit
def products(c, v):
    return c @ np.conj(c.T), np.dot(c, v), v @ c, np.dot(v, v)


# call: products(np.array([[1 + 2j, 3 - 1j], [0.5j, -2 + 0j], [1 + 1j, 2 + 0.25j]]), np.array([1 - 1j, 2 + 0.5j]))
# call: products(np.array([[1 + 2j, 3 - 1j], [0.5j, -2 + 0j]], dtype=np.complex64), np.array([1 - 1j, 2 + 0.5j], dtype=np.complex64))
# call: products(np.array([[1 + 2j, 3 - 1j], [0.5j, -2 + 0j]]), np.array([1 - 1j, 2 + 0.5j]))

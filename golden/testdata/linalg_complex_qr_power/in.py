"""np.linalg.qr and matrix_power of complex matrices (complex128 and complex64, tall, wide,
square, Fortran order): q and r as zgeqrf/zungqr give them (r's diagonal real), checked also by
q·r and qᴴ·q; matrix_power by squaring, the inverse's power for negative exponents; empty and NaN
input to qr raise Numba's LinAlgError, a non-square matrix_power its ValueError and a singular
negative power its LinAlgError."""
import numpy as np
from numba import njit


@njit
def qr(a):
    q, r = np.linalg.qr(a)
    k = r.shape[0]
    return q, r, np.abs(q @ r - a).max() < 1e-5, np.abs(np.conj(q.T) @ q - np.eye(k)).max() < 1e-5


@njit
def powers(a):
    return (np.linalg.matrix_power(a, 0), np.linalg.matrix_power(a, 1), np.linalg.matrix_power(a, 2),
            np.linalg.matrix_power(a, 5), np.linalg.matrix_power(a, -1), np.linalg.matrix_power(a, -3))


@njit
def power(a, n):
    return np.linalg.matrix_power(a, n)


# call: qr(np.array([[1 + 1j, 2, 0.5j], [3j, 1, 0], [0.25, -1j, 4], [1, 1, 1j]]))
# call: qr(np.array([[1 + 1j, 2, 0.5j], [3j, 1, 0]]))
# call: qr(np.asfortranarray(np.array([[2, 1 - 1j], [1j, 3]])))
# call: qr(np.array([[2, 1 - 1j, 0], [1j, 3, 1], [0, 0.5, 1j]], dtype=np.complex64))
# call: qr(np.array([[-3 + 4j]]))
# call: qr(np.zeros((2, 0), dtype=np.complex128))
# call: qr(np.array([[1, np.nan], [0, 1j]]))
# call: powers(np.array([[1 + 1j, 2], [0.5j, -1]]))
# call: powers(np.array([[1 + 0.5j, 1j, 0.25], [0.5, 1, 2], [1j, 0.5, 1 - 1j]], dtype=np.complex64))
# call: power(np.array([[0, 1j], [1j, 0]]), 7)
# call: power(np.ones((2, 3), dtype=np.complex128), 2)
# call: power(np.array([[1, 2j], [2, 4j]]), -2)

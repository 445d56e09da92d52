"""np.linalg.eigh and eigvalsh of complex Hermitian matrices (complex128 and complex64, C and
Fortran order, 1x1 and empty): ascending real eigenvalues from the lower triangle only (the
upper triangle and the diagonal's imaginary parts are ignored, as by zheevd); eigenvectors are
unique only up to a unit complex factor, so they are checked by phase-free quantities (the
residual, unitarity, their moduli); non-square and NaN input raise Numba's LinAlgError."""
import numpy as np
from numba import njit


@njit
def eigvalsh(a):
    return np.linalg.eigvalsh(a)


@njit
def eigh(a):
    w, v = np.linalg.eigh(a)
    n = a.shape[0]
    h = np.tril(a) + np.conj(np.tril(a, -1)).T
    for i in range(n):
        h[i, i] = h[i, i].real
    res = np.abs(h @ v - v * w).max() if n > 0 else 0.0
    uni = np.abs(np.conj(v.T) @ v - np.eye(n)).max() if n > 0 else 0.0
    return w, np.abs(v), res < 1e-4, uni < 1e-4


# call: eigvalsh(np.array([[2, 1 - 1j, 0.5j], [1 + 1j, 3, 2], [-0.5j, 2, 1]]))
# call: eigvalsh(np.array([[2, 99j, 7.0], [1 + 1j, 3 + 5j, -4j], [-0.5j, 2, 1]]))
# call: eigvalsh(np.asfortranarray(np.array([[4.0, 1j], [-1j, 4.0]])))
# call: eigvalsh(np.array([[2, 1 - 1j], [1 + 1j, 3]], dtype=np.complex64))
# call: eigvalsh(np.array([[5 + 0j]]))
# call: eigvalsh(np.zeros((0, 0), dtype=np.complex128))
# call: eigvalsh(np.ones((2, 3), dtype=np.complex128))
# call: eigvalsh(np.array([[1, np.nan], [0, 1j]]))
# call: eigh(np.array([[2, 1 - 1j, 0.5j], [1 + 1j, 3, 2], [-0.5j, 2, 1]]))
# call: eigh(np.asfortranarray(np.array([[1, 2j, 0, 1], [-2j, 5, 1 + 1j, 0], [0, 1 - 1j, 3, 2j], [1, 0, -2j, 4]])))
# call: eigh(np.array([[2, 1 - 1j, 0.5j], [1 + 1j, 3, 2], [-0.5j, 2, 1]], dtype=np.complex64))
# call: eigh(np.array([[3 + 0j]]))
# call: eigh(np.zeros((0, 0), dtype=np.complex128))
# call: eigh(np.ones((3, 2), dtype=np.complex128))
# call: eigh(np.array([[1, np.inf], [0, 1j]]))

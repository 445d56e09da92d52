"""np.roots of complex coefficients (complex128 and complex64): the eigenvalues of the complex
companion matrix in zgeev's order, leading zeros dropped and trailing zeros giving zero roots,
constants and all-zero input giving no roots, Numba's LinAlgError for NaN coefficients; the roots
checked by evaluating the polynomial at them."""
import numpy as np
from numba import njit


@njit
def roots(c):
    return np.roots(c)


@njit
def residual(c):
    r = np.roots(c)
    v = np.zeros_like(r)
    for k in c:
        v = v * r + k
    return r.shape[0], np.abs(v).max() < 1e-9


# call: roots(np.array([1 + 0j, 3, 2]))
# call: roots(np.array([0j, 1, -1j, 0, 0]))
# call: roots(np.array([1, 0, 0, 1j]))
# call: roots(np.array([1 - 2j, 0.5j, 3, -1 + 1j, 2]))
# call: roots(np.array([1 + 1j, 2, 3 - 1j, 4], dtype=np.complex64))
# call: roots(np.array([0j, 0j]))
# call: roots(np.array([2j]))
# call: roots(np.array([], dtype=np.complex128))
# call: roots(np.array([1, np.nan, 1j]))
# call: residual(np.array([1, -1j, 2 + 2j, 0.5, -3j, 1]))

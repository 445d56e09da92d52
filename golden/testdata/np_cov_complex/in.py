"""np.cov of complex arrays (and of a real array with a complex y), as Numba computes it:
complex128 rows de-meaned, X times conj(X).T, times 1/(N - ddof); one variable gives a 0-d
array, an empty input NaN (nan+0j)."""
import numpy as np
from numba import njit


@njit
def cov(m):
    return np.cov(m)


@njit
def cov_args(m, rowvar, bias, ddof):
    return np.cov(m, rowvar=rowvar, bias=bias, ddof=ddof)


@njit
def cov_xy(m, y, rowvar):
    return np.cov(m, y, rowvar)


@njit
def cov_tuple(m):
    return np.cov(m, (1j, 2j, 3j)), np.cov((1j, 2j, 3), m)


@njit
def cov32(m):
    return np.cov(m.astype(np.complex64))


# call: cov(np.array([[1 + 2j, 3 - 1j, 0.5j, -2 + 0j], [0j, 1 + 1j, 2 - 2j, 4 + 0.25j], [-1 - 1j, 2j, 3 + 0j, 1 - 3j]]))
# call: cov(np.array([1 + 1j, 2 - 1j, -3 + 0.5j, 0.25j]))
# call: cov(np.asfortranarray(np.array([[1 + 2j, 3 - 1j], [0j, 1 + 1j], [2 + 0j, -1j]])))
# call: cov(np.zeros((2, 0), dtype=np.complex128))
# call: cov_args(np.array([[1 + 2j, 3 - 1j, 0.5j], [0j, 1 + 1j, 2 - 2j]]), False, False, 1)
# call: cov_args(np.array([[1 + 2j, 3 - 1j, 0.5j], [0j, 1 + 1j, 2 - 2j]]), True, True, 0)
# call: cov_args(np.array([[1 + 2j, 3 - 1j, 0.5j], [0j, 1 + 1j, 2 - 2j]]), True, False, 3)
# call: cov_args(np.array([[1 + 2j, 3 - 1j, 0.5j], [0j, 1 + 1j, 2 - 2j]]), True, False, 5)
# call: cov_xy(np.array([1.0, 2.0, 4.0]), np.array([1j, 2 + 1j, -3j]), True)
# call: cov_xy(np.array([[1 + 2j, 3 - 1j], [0j, 1 + 1j], [2 + 0j, -1j]]), np.array([[2.0, 1.0, 0.5], [0.0, -1.0, 3.0]]), False)
# call: cov_tuple(np.array([1, 2, 4]))
# call: cov32(np.array([[0.1 + 0.2j, 0.3 - 0.1j, 0.7j], [1.5 + 0j, -0.25 + 1j, 2 + 2j]]))

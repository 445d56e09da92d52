"""np.corrcoef of complex arrays (and of a real array with a complex y), as Numba computes it:
the complex covariance divided by the square roots of its diagonal's real parts, row i then
column i, with NumPy's complex divide, the real and imaginary parts clipped to [-1, 1] apart;
one variable gives its variance divided by itself, a complex number."""
import numpy as np
from numba import njit


@njit
def corr(x):
    return np.corrcoef(x)


@njit
def corr_xy(x, y, rowvar):
    return np.corrcoef(x, y, rowvar)


@njit
def corr_tuple(x):
    return np.corrcoef(x, (1j, 2j, 3j)), np.corrcoef((1j, 2j, 3), x)


# call: corr(np.array([[1 + 2j, 3 - 1j, 0.5j, -2 + 0j], [0j, 1 + 1j, 2 - 2j, 4 + 0.25j], [-1 - 1j, 2j, 3 + 0j, 1 - 3j]]))
# call: corr(np.array([1 + 1j, 2 - 1j, -3 + 0.5j, 0.25j]))
# call: corr(np.array([[1 + 0j, 1 + 0j, 1 + 0j], [1j, 2j, -1j]]))
# call: corr(np.zeros((2, 0), dtype=np.complex128))
# call: corr_xy(np.array([1.0, 2.0, 4.0]), np.array([1j, 2 + 1j, -3j]), True)
# call: corr_xy(np.array([[1 + 2j, 3 - 1j], [0j, 1 + 1j], [2 + 0j, -1j]]), np.array([[2.0, 1.0, 0.5], [0.0, -1.0, 3.0]]), False)
# call: corr_tuple(np.array([1, 2, 4]))

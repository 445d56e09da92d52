"""np.linalg.pinv(a, rcond): singular values at most rcond times the largest are dropped, for
float and complex matrices, rcond given by position or keyword, a float or an integer."""
import numpy as np
from numba import njit


@njit
def pinv_cut(a, rcond):
    return np.linalg.pinv(a, rcond)


@njit
def pinv_kw(a):
    return np.linalg.pinv(a, rcond=0.5), np.linalg.pinv(a, rcond=1)


@njit
def pinv_default(a):
    return np.linalg.pinv(a)

# call: pinv_cut(np.array([[1.0, 0.0], [0.0, 1e-3]]), 1e-2)
# call: pinv_cut(np.array([[1.0, 0.0], [0.0, 1e-3]]), 1e-4)
# call: pinv_cut(np.array([[2.0, 1.0, 0.0], [1.0, 2.0, 1.0]]), 0.4)
# call: pinv_cut(np.array([[1.0 + 1j, 0.0], [0.0, 0.01j]]), 0.1)
# call: pinv_kw(np.array([[4.0, 0.0], [0.0, 1.0]]))
# call: pinv_default(np.array([[4.0, 0.0], [0.0, 1.0]]))
# call: pinv_cut(np.zeros((2, 2)), 0.5)
# call: pinv_cut(np.array([[1.0 + 0j, 2.0], [2.0, 4.0]]), 2.0)
# call: pinv_default(np.zeros((0, 3)))

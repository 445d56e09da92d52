"""np.linalg.cond(x, p) of complex matrices (complex128 and complex64): p = None, 2 and -2 from
the singular values, p = 1, -1, inf and -inf as norm(x, p)·norm(inv(x), p) of the moduli, as
Numba; an order matrix norms do not take raises its ValueError, a singular or non-square matrix
with p = 1 its LinAlgError."""
import numpy as np
from numba import njit


@njit
def conds(a):
    return (np.linalg.cond(a), np.linalg.cond(a, 1), np.linalg.cond(a, -1), np.linalg.cond(a, 2),
            np.linalg.cond(a, -2), np.linalg.cond(a, np.inf))


@njit
def cond(a, p):
    return np.linalg.cond(a, p)


# call: conds(np.array([[1 + 1j, 2], [3j, -4]]))
# call: conds(np.array([[2, 1 - 1j, 0], [1j, 3, 1], [0, 0.5, 1j]], dtype=np.complex64))
# call: cond(np.array([[1 + 1j, 2], [3j, -4]]), 3)
# call: cond(np.array([[1, 2j], [2, 4j]]), 1)
# call: cond(np.array([[1, 2j], [2, 4j], [1, 1]]), 1)
# call: cond(np.array([[1, 2j], [2, 4j], [1, 1]]), 2)

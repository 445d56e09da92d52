"""Complex powers as Numba computes them: an exponent of exactly 2 is a product, others CPython's c_pow (0 ** negative is nan); scalars, arrays, complex64."""
import numpy as np
from numba import njit


@njit
def scalar_pows(z, w):
    return z ** 2, z ** w, z ** 0.5, z ** -1, z ** (1 + 1j), z ** 0


@njit
def zero_pows(w):
    z = 0j
    return z ** w, z ** 2, z ** 1.5


@njit
def array_pows(a, e):
    return a ** e, np.power(a, 2), a ** 2.5


@njit
def square64(a, e):
    return a ** e

# call: scalar_pows(1j, 3 + 0j)
# call: scalar_pows(0.3 - 1.7j, -0.25 + 0.5j)
# call: scalar_pows(-2.0 + 0j, 0.5 + 0j)
# call: zero_pows(-1 + 0j)
# call: zero_pows(2 + 1j)
# call: array_pows(np.array([1j, 1 + 1j, -0.5 + 2j, 3.0 + 0j]), np.array([2 + 0j, 3 + 0j, 0.5 + 0.5j, -2 + 0j]))
# call: square64(np.array([1j, 1 + 1j, 0.1 + 0.7j], dtype=np.complex64), np.array([2, 3, 2]))

"""np.vdot of vectors: the first conjugated for complex128 and complex64, plain for floats, strided views, and
Numba's ValueError for lengths that differ."""
import numpy as np
from numba import njit


@njit
def vdot(a, b):
    return np.vdot(a, b)


@njit
def vdot_views(a, b):
    return np.vdot(a[::2], b[1::2]), np.vdot(a[::-1], a)


@njit
def norm2(a):
    return np.vdot(a, a).real

# call: vdot(np.array([1 + 2j, 3 - 1j, 0.5 + 0.5j]), np.array([2 - 1j, 1 + 1j, -1 + 3j]))
# call: vdot(np.array([1 + 2j, 3 - 1j], dtype=np.complex64), np.array([2 - 1j, 1 + 1j], dtype=np.complex64))
# call: vdot(np.array([1.0, 2.0, 3.0]), np.array([4.0, -5.0, 6.0]))
# call: vdot(np.array([1.0, 2.0]), np.array([1.0, 2.0, 3.0]))
# call: vdot(np.zeros(0, dtype=np.complex128), np.zeros(0, dtype=np.complex128))
# call: vdot_views(np.array([1 + 1j, 2 - 1j, 3 + 0.5j, -1 + 2j, 0.25 - 3j]), np.array([2 + 0j, 1 - 1j, -1 + 1j, 0.5 + 0.5j, 3 - 2j]))
# call: norm2(np.exp(1j * np.linspace(0.0, 3.0, 7)) * 2.0)

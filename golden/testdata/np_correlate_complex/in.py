"""np.correlate of complex vectors, as Numba: v is conjugated (a complex a with a real v, a real
a with a complex v, both complex, complex64), windows of the longer one, written backwards when
v is the longer."""
import numpy as np
from numba import njit


@njit
def correlate(a, v):
    return np.correlate(a, v)

# call: correlate(np.array([1 + 2j, 3 - 1j, 0.5j, 2.0]), np.array([1j, 2 - 1j]))
# call: correlate(np.array([1j, 2 - 1j]), np.array([1 + 2j, 3 - 1j, 0.5j, 2.0]))
# call: correlate(np.array([1 + 2j, 3 - 1j, 0.5j]), np.array([1.0, 2.0]))
# call: correlate(np.array([1.0, 2.0, 3.0]), np.array([1j, 1 + 1j]))
# call: correlate(np.array([1 + 2j, 3 - 1j, 0.5j], dtype=np.complex64), np.array([1j, 2 - 1j], dtype=np.complex64))
# call: correlate(np.array([1 + 2j, 3 - 1j]), np.array([1j, 2 - 1j]))
# call: correlate(np.array([1 + 2j, 3 - 1j, 0.5j, 2.0])[::-2], np.array([1j]))
# call: correlate(np.zeros(0, dtype=np.complex128), np.array([1j]))

"""Complex arrays: dtype=np.complex128 and 'complex128', element reads and writes, arithmetic, real and imag."""
import numpy as np
from numba import njit


@njit
def made(n):
    a = np.zeros(n, dtype=np.complex128)
    b = np.ones(n, dtype='complex128')
    for i in range(n):
        a[i] = complex(i, -i)
    return a, b, a + b, a * b * 2j


@njit
def parts(n):
    a = np.full(n, 1.5 - 2j, dtype=np.complex128)
    a[-1] = 3j
    return a.real, a.imag, np.abs(a), a.itemsize


@njit
def from_float(x):
    c = np.empty(x.shape[0], dtype=np.complex128)
    for i in range(x.shape[0]):
        c[i] = x[i]
    return c * 1j

# call: made(3)
# call: made(0)
# call: parts(2)
# call: from_float(np.array([1.0, -2.5, 0.0]))

"""conjugate() of real numbers: the number itself, in its own type, as Numba gives
((3).conjugate() is the int 3, not a complex); of complex numbers, the conjugate; .real and
.imag of real numbers."""
import numpy as np
from numba import njit


@njit
def conj_int(n):
    return n.conjugate(), n.real, n.imag


@njit
def conj_float(x):
    return x.conjugate() * 2.0


@njit
def conj_complex(z):
    return z.conjugate()


@njit
def conj_np(n):
    return np.conj(n), np.conjugate(n)


# call: conj_int(3)
# call: conj_int(-7)
# call: conj_float(2.5)
# call: conj_complex(1+2j)
# call: conj_np(4)

"""Complex arrays: an np.empty complex128 field, np.exp(1j*k*x), np.abs, np.angle, conj products, .real/.imag."""
import numpy as np
from numba import njit


@njit
def field(x, k):
    f = np.empty(x.shape[0], dtype=np.complex128)
    for i in range(x.shape[0]):
        f[i] = np.exp(1j * k * x[i]) * (1.0 + 0.5j)
    p = (f * np.conj(f)).real
    return np.abs(f), np.angle(f), p, f.imag.sum(), np.vdot(f, f)

# call: field(np.linspace(0.0, 1.0, 5), 2.0)

"""CUDA: cmath.polar takes a complex number (Numba has no polar(float64)); its pair must be unpacked."""
# error: type-mismatch
import cmath

from numba import cuda


@cuda.jit("void(float64[::1], float64[::1], float64[::1])")
def polar_of_real(x, r, phi):
    i = cuda.grid(1)
    if i < x.shape[0]:
        a, b = cmath.polar(x[i])
        r[i] = a
        phi[i] = b

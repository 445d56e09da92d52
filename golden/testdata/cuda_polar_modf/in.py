"""CUDA: r, phi = cmath.polar(z) and frac, whole = math.modf(x) unpacked in kernels (complex64/float32 give float32 parts)."""
import cmath
import math

from numba import cuda
import numpy as np


@cuda.jit
def polar_parts(z, r, phi):
    i = cuda.grid(1)
    if i < z.shape[0]:
        a, b = cmath.polar(z[i])
        r[i] = a
        phi[i] = b


@cuda.jit
def modf_parts(x, frac, whole):
    i = cuda.grid(1)
    if i < x.shape[0]:
        f, w = math.modf(x[i])
        frac[i] = f
        whole[i] = w


# call: polar_parts[1, 8](np.array([3+4j, -1+0j, -1-0j, 0j, 1e308+1e308j, -2.5j, 0.1+0.2j]), np.zeros(7), np.zeros(7))
# call: polar_parts[2, 2](np.array([3+4j, -1-1j, 1j, 0.1+0.2j], dtype=np.complex64), np.zeros(4, dtype=np.float32), np.zeros(4, dtype=np.float32))
# call: modf_parts[1, 8](np.array([2.5, -2.5, 0.0, -0.0, np.inf, -np.inf, np.nan, 1e300]), np.zeros(8), np.zeros(8))
# call: modf_parts[1, 4](np.array([3.75, -0.125, 1e10, -7.0], dtype=np.float32), np.zeros(4, dtype=np.float32), np.zeros(4, dtype=np.float32))
# call: modf_parts[1, 3](np.array([7, -3, 0]), np.zeros(3), np.zeros(3))


"""CUDA: the cmath module in kernels and device functions, as Numba's CUDA tests
(cudapy/test_complex.py) launch it: the functions of one number on complex128 and complex64
arrays (complex64 results of sqrt), on real numbers, log with a base, phase, rect and the predicates,
over ordinary values, zeros, signed zeros, infinities and NaNs."""
import cmath

import numpy as np
from numba import complex128, cuda


@cuda.jit(device=True)
def all_funcs(z, k):
    if k == 0:
        return cmath.exp(z)
    if k == 1:
        return cmath.log(z)
    if k == 2:
        return cmath.log10(z)
    if k == 3:
        return cmath.sqrt(z)
    if k == 4:
        return cmath.sin(z)
    if k == 5:
        return cmath.cos(z)
    if k == 6:
        return cmath.tan(z)
    if k == 7:
        return cmath.asin(z)
    if k == 8:
        return cmath.acos(z)
    if k == 9:
        return cmath.atan(z)
    if k == 10:
        return cmath.sinh(z)
    if k == 11:
        return cmath.cosh(z)
    if k == 12:
        return cmath.tanh(z)
    if k == 13:
        return cmath.asinh(z)
    if k == 14:
        return cmath.acosh(z)
    return cmath.atanh(z)


@cuda.jit
def unary(a, out):
    # out[k, i] is function k of a[i].
    i, k = cuda.grid(2)
    if i < a.shape[0] and k < out.shape[0]:
        out[k, i] = all_funcs(a[i], k)


@cuda.jit
def inverse(a, out):
    # Large, infinite and NaN parts, and the thresholds of CPython's algorithms.
    i = cuda.grid(1)
    if i < a.shape[0]:
        out[0, i] = cmath.sqrt(a[i])
        out[1, i] = cmath.asin(a[i])
        out[2, i] = cmath.acos(a[i])
        out[3, i] = cmath.atan(a[i])
        out[4, i] = cmath.asinh(a[i])
        out[5, i] = cmath.acosh(a[i])
        out[6, i] = cmath.atanh(a[i])


@cuda.jit
def unary64(a, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        # Numba computes complex64 in single precision and pygo in double precision
        # narrowed (the last place may differ): sqrt agrees, the others are taken of a
        # complex128 and narrowed where stored.
        out[0, i] = cmath.sqrt(a[i])
        out[1, i] = cmath.exp(complex128(a[i]))
        out[2, i] = cmath.log(complex128(a[i]))
        out[3, i] = cmath.tanh(complex128(a[i]))
        out[4, i] = cmath.sqrt(a[i]) * cmath.sqrt(a[i])


@cuda.jit
def reals(x, out, phase):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = cmath.sqrt(x[i]) + cmath.log(x[i], 2.0)
        phase[i] = cmath.phase(complex(x[i], -1.0))


@cuda.jit
def predicates(a, flags, ph, r, base):
    i = cuda.grid(1)
    if i < a.shape[0]:
        flags[0, i] = cmath.isnan(a[i])
        flags[1, i] = cmath.isinf(a[i])
        flags[2, i] = cmath.isfinite(a[i])
        ph[i] = cmath.phase(a[i])
        r[i] = cmath.rect(abs(a[i]), cmath.phase(a[i]))
        base[i] = cmath.log(a[i], base[i])

# call: unary[(1, 4), (16, 4)](np.array([1, 2, -3.5, 0.25, 0, 0.5, -0.0, -0.5, 2, -1, 0, 4, -1, -1, 0.5, 0.5, 1, 0.5, -1, 1e-5, 20, -3, 0, -1e-300, 0.75, 0, -0.25, -0.0, 3, 3, -2, 1e-12]).view(np.complex128), np.zeros((16, 16), dtype=np.complex128))
# call: inverse[2, 8](np.array([1e300, 1e300, -1e300, 2, np.inf, 1, -np.inf, np.nan, np.nan, 2, 1, np.inf, 0, 0, -0.0, -0.0, 2, 0, -3, 0, 1, 1e-25, 1e39, -1e39, -np.inf, -np.inf, 3, np.nan]).view(np.complex128), np.zeros((7, 14), dtype=np.complex128))
# call: unary64[1, 8](np.array([1 + 2j, -3.5 + 0.25j, 0.25j, 2 - 1j, 4j, -1 - 1j, 0.5 + 0.5j, 30 - 2j], dtype=np.complex64), np.zeros((5, 8), dtype=np.complex64))
# call: reals[1, 8](np.array([4.0, 2.0, 0.5, -1.0, -9.0, 1e10, 0.0, 3.0]), np.zeros(8, dtype=np.complex128), np.zeros(8))
# call: predicates[1, 8](np.array([1, 2, np.nan, 0, 0, -np.inf, -3, -4, 0, 0.5, -2, 0, np.inf, np.nan, 7, 0]).view(np.complex128), np.zeros((3, 8), dtype=np.bool_), np.zeros(8), np.zeros(8, dtype=np.complex128), np.array([2.0, 10.0, 3.0, 0.5, 2.0, 4.0, 2.0, 7.0]) + 0j)

"""CUDA: the math module functions Numba's CUDA target lists, in kernels on float64 and float32 (math.trunc on float64 only: the simulator's np.float32 has no __trunc__)."""
import math

import numpy as np
from numba import cuda


@cuda.jit
def unary(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        v = x[i]
        out[i, 0] = math.erf(v)
        out[i, 1] = math.erfc(v)
        out[i, 2] = math.expm1(v)
        out[i, 3] = math.log1p(abs(v))
        out[i, 4] = math.log2(abs(v) + 1.0)
        out[i, 5] = math.gamma(v + 3.0)
        out[i, 6] = math.lgamma(abs(v) + 0.5)
        out[i, 7] = math.floor(-v)
        out[i, 8] = math.ceil(v)
        out[i, 9] = math.floor(v)
        out[i, 10] = math.fabs(v)
        out[i, 11] = math.copysign(2.0, v)
        out[i, 12] = math.fmod(v, 0.75)
        out[i, 13] = math.pow(abs(v), 1.5)
        out[i, 14] = math.hypot(v, 2.0)
        out[i, 15] = math.atan2(v, -1.0)
        out[i, 16] = math.ldexp(v, 3)
        m, e = math.frexp(v)
        out[i, 17] = m
        out[i, 18] = e
        out[i, 19] = math.isnan(v) + 2 * math.isinf(v) + 4 * math.isfinite(v)


@cuda.jit
def truncs(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = math.trunc(x[i])


# call: truncs[1, 8](np.array([0.5, -1.25, 2.75, -0.0, 7.5, -3.5, 1e10, -1e10]), np.zeros(8, dtype=np.int64))
# call: unary[2, 4](np.array([0.5, -1.25, 2.0, 0.0, -0.0, 7.5, -2.5, 0.1]), np.zeros((8, 20)))
# call: unary[1, 4](np.array([0.5, -1.25, 2.0, 3.0], dtype=np.float32), np.zeros((4, 20), dtype=np.float32))

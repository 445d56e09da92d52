"""CUDA: math.ldexp takes an integer exponent (CPython and the simulator raise TypeError for a float)."""
# error: type-mismatch
import math

from numba import cuda


@cuda.jit("void(float64[::1], float64[::1])")
def scale(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = math.ldexp(x[i], x[i])

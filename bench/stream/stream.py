"""STREAM's four kernels and a sum, as NumPy array expressions (Numba compiles the same file):
pygo's memory-bound loops, timed against the machine's bandwidth in stream_test.go."""
import numpy as np
from numba import njit


@njit("void(float64[::1], float64[::1])")
def copy(out, a):
    out[:] = a


@njit("void(float64[::1], float64[::1], float64)")
def scale(out, a, s):
    out[:] = s * a


@njit("void(float64[::1], float64[::1], float64[::1])")
def add(out, a, b):
    out[:] = a + b


@njit("void(float64[::1], float64[::1], float64[::1], float64)")
def triad(out, a, b, s):
    out[:] = a + s * b


@njit("float64(float64[::1])")
def total(a):
    return np.sum(a)


@njit("void(float64[::1], float64[::1], float64[::1], float64)", parallel=True)
def triad_parallel(out, a, b, s):
    out[:] = a + s * b

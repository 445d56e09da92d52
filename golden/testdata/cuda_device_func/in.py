"""CUDA: @cuda.jit(device=True) functions: scalar results, a device function calling another, an array argument, several specializations of one device function, early returns."""
import math

import numpy as np
from numba import cuda


@cuda.jit(device=True)
def clamp(v, lo, hi):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v


@cuda.jit(device=True)
def smoothstep(x):
    t = clamp(x, 0.0, 1.0)
    return t * t * (3.0 - 2.0 * t)


@cuda.jit(device=True)
def row_dot(a, i, w):
    s = 0.0
    for k in range(a.shape[1]):
        s += a[i, k] * w[k]
    return s


@cuda.jit
def apply(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = smoothstep(x[i]) + clamp(i, 2, 5)


@cuda.jit
def matvec(a, w, out):
    i = cuda.grid(1)
    if i >= out.shape[0]:
        return
    out[i] = row_dot(a, i, w) + math.floor(row_dot(a, i, w) / 7)


# call: apply[2, 8](np.linspace(-0.5, 1.5, 13), np.zeros(13))
# call: matvec[2, 4](np.arange(21.0).reshape(7, 3), np.array([0.5, -1.0, 2.0]), np.zeros(7))

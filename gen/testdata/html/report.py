"""What pygo html shows: vector loops, parallel loops, CUDA, fusion, and what slows loops down."""
import numpy as np
from numba import cuda, njit, prange


@njit("void(float64[::1], float64[::1], float64)")
def axpy(x, y, a):
    for i in range(x.shape[0]):
        y[i] = a * x[i] + y[i]


@njit("float64(float64[::1])", parallel=True)
def total(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i] * a[i]
    return s


@njit("float64[::1](float64[::1], float64[::1])")
def blend(x, y):
    return 0.5 * x + np.sqrt(y) - 1.0


@njit("float64(float64[:, :], int64)")
def smooth(m, steps):
    acc = 0.0
    for k in range(steps):
        row = m[k % m.shape[0]] * 2.0
        acc += row[0]
    for j in range(m.shape[1]):
        m[0, j] = m[1, j] + m[-1, j]
    return acc


@cuda.jit("void(float64[::1], float64[::1], float64[::1])")
def add_kernel(x, y, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = x[i] + y[i]

"""CUDA: cuda.const.array_like(A) of module-level NumPy arrays (float64, int32 and 2-d float32 tables) read in kernels and device functions."""
from numba import cuda
import numpy as np

COEFFS = np.array([1.0, -0.5, 0.25, -0.125])
LUT = np.array([3, 1, 4, 1, 5, 9, 2, 6], dtype=np.int32)
WEIGHTS = np.array([[0.5, 0.25], [0.125, 2.0], [1.5, -1.0]], dtype=np.float32)


@cuda.jit(device=True)
def horner(x):
    c = cuda.const.array_like(COEFFS)
    acc = 0.0
    for k in range(c.shape[0] - 1, -1, -1):
        acc = acc * x + c[k]
    return acc


@cuda.jit
def poly(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = horner(x[i])


@cuda.jit
def lookup(idx, out):
    lut = cuda.const.array_like(LUT)
    i = cuda.grid(1)
    if i < idx.shape[0]:
        out[i] = lut[idx[i] % lut.shape[0]] + lut[-1]


@cuda.jit
def weigh(x, out):
    w = cuda.const.array_like(WEIGHTS)
    i, j = cuda.grid(2)
    if i < out.shape[0] and j < out.shape[1]:
        out[i, j] = x[i, j] * w[i % w.shape[0], j % w.shape[1]]


# call: poly[1, 8](np.linspace(-2.0, 2.0, 7), np.zeros(7))
# call: poly[2, 2](np.array([0.0, 1.0, -1.0, 10.0]), np.zeros(4))
# call: lookup[1, 8](np.array([0, 1, 2, 7, 8, 13, -1]), np.zeros(7, dtype=np.int32))
# call: lookup[3, 2](np.arange(6), np.zeros(6, dtype=np.int64))
# call: weigh[(2, 2), (2, 2)](np.arange(12.0, dtype=np.float32).reshape(4, 3), np.zeros((4, 3), dtype=np.float32))

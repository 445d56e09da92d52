"""CUDA: vector add with cuda.grid(1), a bounds check and more threads than elements; lazy typing from launches."""
from numba import cuda
import numpy as np


@cuda.jit
def add(a, b, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = a[i] + b[i]


@cuda.jit
def axpy_stride(alpha, x, y):
    # A grid-stride loop: each thread handles every gridsize-th element.
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, x.shape[0], stride):
        y[i] = alpha * x[i] + y[i]


# call: add[4, 8](np.arange(30.0), np.ones(30) * 0.5, np.zeros(30))
# call: add[1, 32](np.arange(10, dtype=np.int64), np.arange(10, dtype=np.int64) * 3, np.zeros(10, dtype=np.int64))
# call: add[3, 4](np.arange(12, dtype=np.float32) / 3, np.ones(12, dtype=np.float32), np.zeros(12, dtype=np.float32))
# call: axpy_stride[2, 4](2.5, np.arange(37.0), np.ones(37))
# call: axpy_stride[(1, 1, 1), (3, 1, 1)](-1, np.arange(7.0), np.zeros(7))

"""CUDA: a cuda.const.array_like table lives in constant memory, which kernels cannot write."""
# error: unsupported-feature
from numba import cuda
import numpy as np

TABLE = np.array([1.0, 2.0, 3.0])


@cuda.jit("void(float64[::1])")
def scale(out):
    t = cuda.const.array_like(TABLE)
    i = cuda.grid(1)
    if i < out.shape[0]:
        t[0] = 5.0
        out[i] = t[i % 3]

"""A CUDA kernel can call device functions only, not @njit functions."""
# error: unsupported-feature
from numba import cuda, njit


@njit
def twice(v):
    return 2 * v


@cuda.jit("void(float64[::1])")
def k(x):
    x[0] = twice(x[0])

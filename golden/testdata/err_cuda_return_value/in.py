"""A CUDA kernel cannot return a value; its results go into array arguments."""
# error: kernel-returns-value
from numba import cuda


@cuda.jit("void(float64[::1])")
def first(x):
    return x[0]

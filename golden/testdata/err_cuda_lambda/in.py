"""A lambda in a CUDA kernel is rejected, as nested functions are: kernels call device functions."""
# error: unsupported-feature
from numba import cuda


@cuda.jit("void(float64[::1])")
def k(a):
    i = cuda.grid(1)
    f = lambda x: x * 2
    if i < a.size:
        a[i] = f(a[i])

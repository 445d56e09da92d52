"""CUDA kernels cannot raise: Numba's CUDA target has no exceptions (without debug=True)."""
# error: unsupported-feature
from numba import cuda


@cuda.jit("void(float64[::1])")
def check(x):
    i = cuda.grid(1)
    if x[i] < 0:
        raise ValueError("negative")

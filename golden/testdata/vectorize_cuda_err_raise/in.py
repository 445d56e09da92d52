"""A CUDA @vectorize element function that can raise is rejected: device code has no way to return the exception (a CPU ufunc's forms return it)."""
# error: unsupported-feature
from numba import vectorize


@vectorize(["float64(float64)"], target="cuda")
def checked(x):
    if x < 0.0:
        raise ValueError("negative input")
    return x ** 0.5

"""CUDA: operator module functions that are no numeric operation are a diagnostic in kernels."""
# error: unsupported-feature
import operator

from numba import cuda


@cuda.jit("void(float64[::1])")
def bad(x):
    x[0] = operator.abs(x[1]) + operator.add(x[0], 1.0)
    x[1] = operator.truth(x[0])

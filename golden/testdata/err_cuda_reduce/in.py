"""CUDA: @cuda.reduce (Numba's Reduce class) is not supported yet: a positioned diagnostic."""
# error: unsupported-feature
# sig: sum_reduce(float64, float64)
from numba import cuda


@cuda.reduce
def sum_reduce(a, b):
    return a + b

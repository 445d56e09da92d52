"""CUDA: loops pygo's kernels do not take: over the rows of a 2-d array, and over a tuple of values."""
# error: unsupported-feature
import numpy as np
from numba import cuda


@cuda.jit("void(float64[:, :], float64[:])")
def rows(m, out):
    for row in m:
        out[0] += row[0]
    for v in (1.0, 2.0):
        out[1] += v

"""CUDA: what pygo's kernels do not do with complex numbers: ordering, floor division and truth tests are diagnostics."""
# error: type-mismatch
import numpy as np
from numba import cuda


@cuda.jit("void(complex128[:], float64[:])")
def bad(z, out):
    i = cuda.grid(1)
    if z[i] < z[0]:
        out[i] = 1.0
    w = z[i] // 2
    if z[i]:
        out[i] = 2.0

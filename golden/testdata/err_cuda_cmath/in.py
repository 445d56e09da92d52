"""CUDA: what pygo's kernels do not do with cmath: isclose (Numba has none), a complex radius in rect, a wrong number of arguments."""
# error: unsupported-feature
import cmath

import numpy as np
from numba import cuda


@cuda.jit("void(complex128[:], float64[:])")
def bad(z, out):
    i = cuda.grid(1)
    r = cmath.isclose(z[i], 1.0)
    w = cmath.rect(z[i], 1.0)
    v = cmath.exp(z[i], 2.0)
    out[i] = r

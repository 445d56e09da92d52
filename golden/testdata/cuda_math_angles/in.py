"""CUDA: math.remainder, math.degrees and math.radians in kernels (Numba's cudapy/test_math.py),
on float64 and float32 arrays: IEEE remainders with ties to even, signed zeros, infinities and NaNs."""
import math

import numpy as np
from numba import cuda


@cuda.jit
def remainders(x, y, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = math.remainder(x[i], y[i])


@cuda.jit
def angles(a, deg, rad):
    i = cuda.grid(1)
    if i < a.shape[0]:
        deg[i] = math.degrees(a[i])
        rad[i] = math.radians(a[i])

# call: remainders[2, 4](np.array([5.0, -5.0, 7.5, 2.5, 3.5, -0.0, 1e300, 10.0]), np.array([3.0, 3.0, 2.0, 1.0, 1.0, 2.0, 3.0, np.inf]), np.zeros(8))
# call: remainders[1, 4](np.array([5.5, -6.25, 9.0, 0.75], dtype=np.float32), np.array([2.0, 2.5, 4.0, 0.5], dtype=np.float32), np.zeros(4, dtype=np.float32))
# call: angles[2, 4](np.array([0.0, -0.0, 1.0, np.pi, -2.5, 1e300, np.inf, np.nan]), np.zeros(8), np.zeros(8))
# call: angles[1, 4](np.array([0.5, 90.0, -180.0, 3.0], dtype=np.float32), np.zeros(4, dtype=np.float32), np.zeros(4, dtype=np.float32))

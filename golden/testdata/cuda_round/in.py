"""CUDA: round(x) (half to even, an int64: CUDA's llrint) and round(x, ndigits) (CPython's
fallback algorithm in double, of x's type, as Numba's CUDA target) in kernels, on float64 and
float32, with negative and large ndigits, halfway cases, infinities and signed zeros."""
import numpy as np
from numba import cuda


@cuda.jit
def rounds(x, nd, whole, digits):
    i = cuda.grid(1)
    if i < x.shape[0]:
        if abs(x[i]) < 1e18:
            whole[i] = round(x[i])
        digits[i] = round(x[i], nd[i])


@cuda.jit(device=True)
def cents(v):
    return round(v, 2)


@cuda.jit
def money(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = cents(x[i]) + round(x[i] * 3.0, np.int32(-1))


# call: rounds[2, 5](np.array([0.5, 1.5, 2.5, -2.5, 2.675, 1234.5678, -0.0, 1e300, np.inf, 0.125]), np.array([0, 1, 0, 0, 2, -2, 1, 3, 2, 30]), np.zeros(10, dtype=np.int64), np.zeros(10))
# call: rounds[1, 6](np.array([0.5, 1.5, -3.5, 0.25, 12.75, 3.0], dtype=np.float32), np.array([0, 1, 0, 1, -1, 2]), np.zeros(6, dtype=np.int64), np.zeros(6, dtype=np.float32))
# call: money[1, 4](np.array([1.005, 2.125, -7.777, 16.5]), np.zeros(4))

"""Real-style CUDA 3: constants and math in kernels (math.pi, math.e, np.float32 casts, math.erf, math.exp), integer division and modulo, while loops, bool arrays, and 3-D grids."""
import math
import numpy as np
from numba import cuda, float32

TWO_PI = 2.0 * math.pi
N_TERMS = 5


@cuda.jit
def gauss_pdf(x, mu, sigma, out):
    i = cuda.grid(1)
    if i < x.size:
        z = (x[i] - mu) / sigma
        out[i] = math.exp(-0.5 * z * z) / (sigma * math.sqrt(TWO_PI))


@cuda.jit
def norm_cdf32(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = float32(0.5) * (float32(1.0) + math.erf(x[i] / math.sqrt(float32(2.0))))


@cuda.jit
def digits(n, out):
    i = cuda.grid(1)
    if i < n.size:
        v = n[i]
        s = 0
        while v > 0:
            s += v % 10
            v //= 10
        out[i] = s


@cuda.jit
def threshold(x, t, mask):
    i = cuda.grid(1)
    if i < x.size:
        mask[i] = x[i] > t and not math.isnan(x[i])


@cuda.jit
def vol_scale(v, s):
    i, j, k = cuda.grid(3)
    if i < v.shape[0] and j < v.shape[1] and k < v.shape[2]:
        acc = 0.0
        for t in range(N_TERMS):
            acc += math.pow(s, t) / math.gamma(t + 1.0)
        v[i, j, k] *= acc


# call: gauss_pdf[2, 4](np.linspace(-2.0, 2.0, 7), 0.5, 1.5, np.zeros(7))
# call: norm_cdf32[1, 8](np.linspace(-2.0, 2.0, 5).astype(np.float32), np.zeros(5, dtype=np.float32))
# call: digits[1, 8](np.array([0, 7, 123, 9999, 100001]), np.zeros(5, dtype=np.int64))
# call: threshold[1, 8](np.array([0.5, np.nan, 2.0, -1.0]), 0.0, np.zeros(4, dtype=np.bool_))
# call: vol_scale[(1, 1, 1), (2, 2, 2)](np.ones((2, 2, 2)), 0.5)

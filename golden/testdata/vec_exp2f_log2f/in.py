# compare: exact
"""np.exp2 and np.log2 on float32 are glibc's exp2f and log2f in Numba, which differ in the last bit
from the float64 exp2 and log2 rounded to float32 on about one argument in 2000 (-89.27085876464844
and 8.452481894632653e+17 among them): the scalar code and the vector loops (fused array
expressions, @vectorize bodies) compute them as glibc does, on every path, including exp2f's bounds
(128, -126, -149, -150), subnormal, zero, negative, infinite and NaN arguments. A float32 2 ** x
is exp2f too (LLVM rewrites powf(2, x)), in fused expressions, np.power, @vectorize bodies and
explicit loops."""
import numpy as np
from numba import njit, vectorize


@vectorize(["float32(float32)"])
def vexp2(x):
    return np.exp2(x) * np.float32(0.5)


@vectorize(["float32(float32)"])
def vlog2(x):
    return np.log2(x) + np.float32(1.0)


@vectorize(["float32(float32)"])
def vpow2(x):
    return np.float32(2.0) ** x


@njit("float32[::1](float32[::1])")
def fused(x):
    return np.exp2(x) - np.log2(np.abs(x))


@njit("float32[::1](float32[::1])")
def fused_pow2(x):
    return np.float32(2.0) ** x + np.power(np.float32(2.0), -x)


@njit
def loop_pow2(x):
    out = np.empty_like(x)
    for i in range(x.size):
        out[i] = np.float32(2.0) ** x[i]
    return out


@njit
def scalars(x):
    out = np.empty_like(x)
    for i in range(x.size):
        out[i] = np.exp2(x[i]) + np.log2(x[i])
    return out


@njit
def grid(n):
    x = np.linspace(-151.0, 129.0, n).astype(np.float32)
    y = np.linspace(1e-6, 1e20, n).astype(np.float32)
    z = np.linspace(0.001, 0.37 * n, n).astype(np.float32)
    return np.exp2(x), np.log2(y), np.log2(z), vexp2(x), vlog2(y), fused(x), vpow2(x), fused_pow2(x), loop_pow2(x)


@njit
def specials():
    x = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 1e-45, -1e-45, 1.1754944e-38, 128.0,
                  127.99999, -126.0, -149.0, -149.5, -150.0, -150.00002, -89.27085876464844,
                  8.452481894632653e+17, 0.5, 2.0, 3.0, 1.0000001, 0.99999994, -85.26171875,
                  1046468362240.0], dtype=np.float32)
    return np.exp2(x), np.log2(x), vexp2(x), vlog2(x), fused(x), scalars(x), vpow2(x), fused_pow2(x), loop_pow2(x)

# call: grid(40003)
# call: grid(67)
# call: specials()

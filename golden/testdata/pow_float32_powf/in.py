# compare: exact
"""A float32 x ** y, np.power and math.pow on float32 are glibc's powf in Numba (log2 in double from a table,
then exp2), which differs in the last bit from the float64 pow rounded to float32 on about one argument pair in
1500: the scalar code, fused array expressions, @vectorize bodies and explicit loops compute it as glibc does
(the vector loops lane by lane, simd's powf, on every ISA path). Thousands of pairs made
inside the functions are checked through a weighted sum of their bits (each result's int32 bits times 1 to 7),
which any one-bit difference changes, and powf's special cases (zeros, infinities, NaN, negative bases with
odd, even and non-integer exponents, subnormal bases, overflow and underflow) element by element."""
import math

import numpy as np
from numba import njit, vectorize


@vectorize(["float32(float32, float32)"])
def vpow(x, y):
    return x ** y


@vectorize(["float32(float32, float32)"])
def vmathpow(x, y):
    return math.pow(x, y) * np.float32(0.5)


@njit
def inputs(n):
    i = np.arange(n)
    x = (0.01 + ((i * 37) % n) * (50.0 / n)).astype(np.float32)
    y = (-30.0 + i * (60.0 / n)).astype(np.float32)
    return x, y


@njit
def bits(r):
    w = np.arange(r.size) % 7 + 1
    return np.sum(r.view(np.int32).astype(np.int64) * w)


@njit
def loop(n):
    x, y = inputs(n)
    out = np.empty_like(x)
    for k in range(n):
        out[k] = x[k] ** y[k]
    return bits(out), out[:6]


@njit
def scalar_math(n):
    x, y = inputs(n)
    out = np.empty_like(x)
    for k in range(n):
        out[k] = math.pow(x[k], y[k]) + np.power(y[k] + np.float32(40.0), x[k] * np.float32(0.1))
    return bits(out)


@njit
def fused(n):
    x, y = inputs(n)
    neg = -x
    ints = np.floor(y)
    return bits(x ** y), bits(np.power(x, y) * np.float32(2.0)), bits(neg ** ints), bits(np.abs(y) ** (x * np.float32(0.3)))


@njit
def vectorized(n):
    x, y = inputs(n)
    return bits(vpow(x, y)), bits(vmathpow(y + np.float32(31.0), x * np.float32(0.25)))


@njit
def specials():
    v = np.array([0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 2.5, -2.5, np.inf, -np.inf, np.nan,
                  1e-45, -1e-45, 1e-40, 1.1754944e-38, 3.4028235e38, -3.4028235e38, 1.0000001, 0.99999994,
                  127.5, -150.0, 16777216.0, 16777218.0, -16777217.0, 1e10, -1e10], dtype=np.float32)
    out = np.empty((v.size, v.size), dtype=np.float32)
    for i in range(v.size):
        for j in range(v.size):
            out[i, j] = v[i] ** v[j]
    return out


# call: loop(20000)
# call: loop(7)
# call: scalar_math(20000)
# call: fused(20000)
# call: fused(13)
# call: vectorized(20000)
# call: specials()

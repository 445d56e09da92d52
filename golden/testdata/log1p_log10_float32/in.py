# compare: exact
"""np.log1p, math.log1p, np.log10 and math.log10 on float32 are glibc's log1pf and log10f in Numba (fdlibm's, in
float32 arithmetic), which differ from the float64 functions rounded to float32 on about 2 and 3 arguments in 100:
the scalar code, explicit loops, fused array expressions and @vectorize bodies call them (the vector loops do not
compute them: those loops run in Go). Thousands of arguments made inside the functions (|x| from 1e-9 to 1e-2,
x near -1, large x up to 3e38, ordinary ones) are checked through a weighted sum of the results' bits (each result's
int32 bits times 1 to 7), which any one-bit difference changes, and the special cases (zeros, -1, below -1,
subnormals, infinities, NaN) element by element."""
import math

import numpy as np
from numba import njit, vectorize


@vectorize(["float32(float32)"])
def vlog1p(x):
    return np.log1p(x) + np.float32(1.0)


@vectorize(["float32(float32)"])
def vlog10(x):
    return math.log10(x) * np.float32(3.0)


@njit
def inputs(n):
    i = np.arange(n)
    f = (i * 0.6180339887498949) % 1.0
    small = (np.where(i % 2 == 0, 1.0, -1.0) * 10.0 ** (-9.0 + 7.0 * f)).astype(np.float32)
    near = (-1.0 + 10.0 ** (-7.0 + 6.5 * f)).astype(np.float32)
    large = (10.0 ** (38.5 * f)).astype(np.float32)
    ordinary = (-0.9 + 30.0 * f).astype(np.float32)
    return np.concatenate((small, near, large, ordinary))


@njit
def bits(r):
    w = np.arange(r.size) % 7 + 1
    return np.sum(r.view(np.int32).astype(np.int64) * w)


@njit
def loop(n):
    x = inputs(n)
    a = np.empty_like(x)
    b = np.empty_like(x)
    for k in range(x.size):
        a[k] = math.log1p(x[k])
        b[k] = np.log10(np.abs(x[k]))
    return bits(a), bits(b), a[:4], b[:4]


@njit
def fused(n):
    x = inputs(n)
    ax = np.abs(x)
    return bits(np.log1p(x)), bits(np.log1p(x) * np.float32(2.0) + x), bits(np.log10(ax)), bits(np.log10(ax) - ax)


@njit
def vectorized(n):
    x = inputs(n)
    return bits(vlog1p(x)), bits(vlog10(np.abs(x)))


@njit
def specials():
    v = np.array([0.0, -0.0, -1.0, -1.5, -0.9999999, 1e-45, -1e-45, 1e-40, 1.1754944e-38, 3.4028235e38,
                  -3.4028235e38, np.inf, -np.inf, np.nan, 1.0, 10.0, 1e-30, 0.41421, -0.29289, 2.0 ** -29,
                  2.0 ** -54, 2.0 ** -60], dtype=np.float32)
    a = np.empty_like(v)
    b = np.empty_like(v)
    for k in range(v.size):
        a[k] = np.log1p(v[k])
        b[k] = math.log10(v[k]) if v[k] >= 0 else np.log10(v[k])
    return a, b


# call: loop(20000)
# call: loop(3)
# call: fused(20000)
# call: fused(5)
# call: vectorized(20000)
# call: specials()

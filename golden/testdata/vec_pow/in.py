# compare: exact
"""x ** y, np.power(x, y) and math.pow(x, y) with a non-constant float exponent in fused array
expressions and in @vectorize bodies, which the vector loops compute with glibc's pow lane by lane
(log in extra precision, exp of the product), and np.power(2.0, x), np.power(x, 2.0), x ** 0.5 and
x ** -1.0, which take LLVM's rewrites as the operator does, and x[i] ** y[i] in an explicit loop:
every length around the vector widths,
misaligned starts, and pow's special cases (x or y zero, infinite or NaN, a negative x with an
integer, odd or non-integer y, |y| below 2^-65 and from 2^63, |x| near 1, overflow, underflow,
subnormal x and results) must give Numba's bits on every path."""
import math

import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64, float64)", "float32(float32, float32)"])
def vpow(x, y):
    return x ** y


@vectorize(["float64(float64, float64)"])
def vmix(x, y):
    return math.pow(x, y) * 0.5 + np.power(y, x) - (x * x) ** 0.5


@njit("float64[::1](float64[::1], float64[::1])")
def fused(x, y):
    return x ** y * 0.5 + np.power(y, x)


@njit("float64[::1](float64[::1], float64[::1])")
def fused_rewrites(x, y):
    return np.power(2.0, x) + np.power(y, 2.0) - np.abs(x) ** 0.5 + (y + 3.0) ** -1.0


@njit("float32[::1](float32[::1], float32[::1])")
def fused32(x, y):
    return x ** y + np.power(y, np.float32(1.5))


@njit("float64[::1](float64[::1], float64[::1])")
def fused_ufunc(x, y):
    return vpow(x, y) - vmix(y, x)


@njit
def loop(x, y):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = x[i] ** y[i] - x[i] ** 2.5 + 2.0 ** y[i] + x[i] ** 0.5
    return out


@njit
def sweep(n, start):
    total = 0.0
    for m in range(n):
        x = (np.arange(m + start) * 0.37 + 0.01)[start:]
        y = (np.arange(m + start) * 0.11 - 3.3)[start:]
        total += fused(x, y).sum() + fused_rewrites(x, y).sum() + fused_ufunc(x, y).sum() + loop(x, y).sum()
    return total


@njit
def specials():
    v = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 5e-324, -5e-324, 2.2250738585072014e-308,
                  -1.5e-310, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 2.5, -2.5, 0.1, 1e-17, 5.5e-20, -5.5e-20,
                  9.3e18, -9.3e18, 9.007199254740993e15, -9.007199254740991e15, 4503599627370497.0,
                  1.0000000000000002, 0.9999999999999999, -1.0000000000000002, 1e308, -1e308, 709.0,
                  -745.5, 1023.0, -1075.0, 64.0, -63.0, 1e-300])
    n = v.size
    x = np.empty(n * n)
    y = np.empty(n * n)
    for i in range(n):
        for j in range(n):
            x[i * n + j] = v[i]
            y[i * n + j] = v[j]
    return x ** y, np.power(y, x), vpow(x, y), vmix(x, y), fused_rewrites(x, y), loop(x, y)


@njit
def edges():
    # Results about overflow, the subnormal range, underflow and 1.
    x = np.linspace(0.5, 30.0, 1001)
    out = np.zeros(0)
    for t in (709.78, 709.7827, -708.39, -745.13, -744.44, -740.0, 512.0, -512.0, 1024.0, -1080.0, 1e-17,
              -1e-17, 3e-16):
        y = t / np.log(x)
        out = np.concatenate((out, x ** y, (-x) ** np.rint(y), np.power(x, -y)))
    return out


@njit
def single():
    x = np.linspace(-3.0, 40.0, 515).astype(np.float32)
    y = np.linspace(-30.0, 30.0, 515).astype(np.float32)
    return fused32(np.abs(x), y), vpow(x, np.rint(y)), vpow(np.abs(x), y)

# call: fused(np.linspace(1e-310, 40.0, 1003), np.linspace(-200.0, 200.0, 1003))
# call: fused(np.linspace(-3.0, 3.0, 67), np.linspace(-9.0, 9.0, 67))
# call: fused_rewrites(np.linspace(-1100.0, 1100.0, 1003), np.linspace(-5.0, 5.0, 1003))
# call: fused_ufunc(np.linspace(0.001, 20.0, 1003), np.linspace(-40.0, 40.0, 1003))
# call: vpow(np.linspace(-20.0, 20.0, 1003), np.rint(np.linspace(-50.0, 50.0, 1003)))
# call: vmix(np.linspace(0.01, 20.0, 1003), np.linspace(0.5, 3.0, 1003))
# call: loop(np.linspace(-3.0, 40.0, 1003), np.linspace(-200.0, 200.0, 1003))
# call: sweep(68, 0)
# call: sweep(68, 3)
# call: specials()
# call: edges()
# call: single()

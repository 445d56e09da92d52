"""Vector sin and cos: np.sin and np.cos in array expressions, math.sin and math.cos in an
element-wise loop, and a max reduction over them, at lengths around the vector widths, with signed
zeros, NaN, infinities, subnormals, reduction edges and arguments beyond the vector reduction
(|x| >= 2**28), at which the assembly stops and the Go loop finishes."""
import math
import numpy as np
from numba import njit


@njit("float64[::1](float64[::1], float64[::1])")
def wave(x, y):
    return np.sin(x) * np.cos(y) + np.cos(x * 0.5)


@njit("float32[::1](float32[::1])")
def wave32(x):
    return np.sin(x) + np.cos(x)


@njit("void(float64[::1], float64[::1], float64[::1])")
def rotate(x, y, out):
    for i in range(x.shape[0]):
        out[i] = x[i] * math.cos(y[i]) - math.sin(y[i])


@njit("float64(float64[::1])")
def peak(x):
    return np.max(np.abs(np.sin(x) - np.cos(x)))


@njit
def sweep(n):
    total = 0.0
    for m in range(n):
        x = np.arange(m) * 0.37 - 5.0
        y = np.arange(m) * -1.3 + 2.0
        out = np.empty(m)
        rotate(x, y, out)
        total += wave(x, y).sum() + out.sum()
        if m > 0:
            total += peak(x)
    return total


@njit
def specials():
    x = np.array([0.0, -0.0, np.nan, np.inf, -np.inf, 5e-324, -1e-310, 1e-8, 0.7853981633974483,
                  1.5707963267948966, 3.141592653589793, 1e5, 268435455.99999997, 355.0, 7.0, 8.0, 9.0])
    y = np.array([-0.0, 0.0, 1.0, np.nan, 2.0, -np.inf, np.inf, 0.5, -0.7853981633974483,
                  -1.5707963267948966, 6.283185307179586, -1e5, 103993.0, 22.0, -7.0, -8.0, -9.0])
    out = np.empty(x.shape[0])
    rotate(x, y, out)
    return wave(x, y), out


@njit
def beyond(n, at):
    x = np.linspace(-10.0, 10.0, n)
    y = np.linspace(3.0, -3.0, n)
    x[at] = 1e10
    y[n - 1 - at] = -3e300
    out = np.empty(n)
    rotate(x, y, out)
    return wave(x, y), out, peak(x)

# call: sweep(70)
# call: sweep(300)
# call: specials()
# call: beyond(100, 50)
# call: beyond(1003, 3)
# call: wave32(np.linspace(-4, 4, 37).astype(np.float32))

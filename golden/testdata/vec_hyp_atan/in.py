"""Vector tanh, expm1, log1p, arctan, arctan2 and tan: the ufuncs in array expressions, the math
functions in an element-wise loop, and sum and max reductions over them, at lengths around the
vector widths, with signed zeros, NaN, infinities, subnormals, the edges of each algorithm
(tanh's and expm1's saturation and overflow, log1p near -1 and around 1/16, atan's reduction
points i/8 + 1/16, atan2's zeros and infinities in every quadrant) and tan arguments beyond the
vector reduction (|x| >= 2**28), at which the assembly stops and the Go loop finishes."""
import math
import numpy as np
from numba import njit


@njit("float64[::1](float64[::1], float64[::1])")
def blend(x, y):
    return np.tanh(x) * np.arctan2(y, x) + np.log1p(np.abs(y)) - np.expm1(x * 0.25)


@njit("float64[::1](float64[::1])")
def slopes(x):
    return np.arctan(x) + np.tan(x * 0.3)


@njit("void(float64[::1], float64[::1], float64[::1])")
def polar(x, y, out):
    for i in range(x.shape[0]):
        out[i] = math.atan2(y[i], x[i]) * math.tanh(x[i]) + math.log1p(y[i] * y[i]) - math.expm1(-x[i] * x[i])


@njit("void(float64[::1], float64[::1])")
def angles(x, out):
    for i in range(x.shape[0]):
        out[i] = math.atan(x[i]) - math.tan(x[i])


@njit("float64(float64[::1], float64[::1])")
def total(x, y):
    return np.sum(np.tanh(x) * np.arctan2(y, x))


@njit("float64(float64[::1])")
def peak(x):
    return np.max(np.abs(np.arctan(x) - np.tanh(x)))


@njit
def sweep(n):
    t = 0.0
    for m in range(n):
        x = np.arange(m) * 0.37 - 5.0
        y = np.arange(m) * -1.3 + 2.0
        out = np.empty(m)
        out2 = np.empty(m)
        polar(x, y, out)
        angles(x, out2)
        t += blend(x, y).sum() + slopes(x).sum() + out.sum() + out2.sum() + total(x, y)
        if m > 0:
            t += peak(x)
    return t


@njit
def specials():
    x = np.array([0.0, -0.0, np.nan, np.inf, -np.inf, 5e-324, -1e-310, 1e-8, -1e-8, 0.0625, -0.0625,
                  0.06249999999999999, 0.1875, 0.4375, 0.9999999999999999, 1.0, 1.0000000000000002,
                  -1.0, -0.9999999999999999, -2.0, 19.06, 22.0, -22.000000000000004, 40.0, -41.0,
                  709.782712893384, 709.7827128933841, 710.0, -745.0, 1e300, -1e300, 0.34657359027997264,
                  1.5707963267948966, 3.141592653589793, 355.0, 1e5, 268435455.99999997, 2.0, 8.0])
    y = np.array([-0.0, 0.0, 1.0, np.nan, 2.0, -np.inf, np.inf, 0.5, -0.7853981633974483, 0.0, -0.0,
                  1e-300, -1e300, np.inf, -np.inf, -1.0, 1.0, 0.0, -0.0, 3.0, -3.0, 1e-8, -1e-8,
                  0.0625, -0.0625, 5e-324, -5e-324, 1.0, -1.0, 2.0, -2.0, 1e10, -1e10,
                  0.9999999999999999, -0.9999999999999999, 7.0, -7.0, 0.125, -8.0])
    out = np.empty(x.shape[0])
    out2 = np.empty(x.shape[0])
    polar(x, y, out)
    angles(x, out2)
    log1ps = np.log1p(x)
    tanhs = np.tanh(x)
    expm1s = np.expm1(x)
    atans = np.arctan(x)
    tans = np.tan(x)
    return blend(x, y), out, out2, log1ps, tanhs, expm1s, atans, tans, np.arctan2(y, x), np.arctan2(x, y)


@njit
def quadrants():
    v = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, 5e-324, -5e-324, 1e300, -1e300, 0.5, -2.0])
    y = np.empty(v.shape[0] * v.shape[0])
    x = np.empty(v.shape[0] * v.shape[0])
    for i in range(v.shape[0]):
        for j in range(v.shape[0]):
            y[i * v.shape[0] + j] = v[i]
            x[i * v.shape[0] + j] = v[j]
    return np.arctan2(y, x)


@njit
def beyond(n, at):
    x = np.linspace(-10.0, 10.0, n)
    x[at] = 1e10
    out = np.empty(n)
    angles(x, out)
    return slopes(x), out


@njit
def ranges(n):
    x = np.linspace(-1.0, 1.0, n) ** 3 * 30.0
    y = np.linspace(-0.999, 50.0, n)
    return np.log1p(y), np.expm1(x), np.tanh(x), np.arctan(x * x), np.arctan2(x, y), np.tan(x)

# call: sweep(70)
# call: sweep(200)
# call: specials()
# call: quadrants()
# call: beyond(100, 50)
# call: beyond(1003, 3)
# call: ranges(1003)
# call: ranges(67)

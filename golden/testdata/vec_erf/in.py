"""Vector erf and erfc (glibc's bits, so compared exactly): a @vectorize ufunc alone and inlined in
a fused array expression, math.erf and math.erfc in element-wise loops (the normal CDF of
Black-Scholes), at lengths around the vector widths and from misaligned starts, and scalar calls
at the edges: signed zeros, subnormals, NaN, infinities, each interval's bounds (2**-1015, 2**-56,
2**-28, 0.84375, 1.25, 1/0.35, where erf and erfc switch one high word apart, 6 and 28) and erfc's
subnormal results."""
# compare: exact
import math
import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64)"])
def cdf(x):
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@vectorize(["float64(float64, float64)"])
def tails(x, y):
    return math.erfc(x) - math.erf(y) * 0.5


@njit("void(float64[::1], float64[::1], float64[::1])")
def norm_cdf(x, out, out2):
    for i in range(x.shape[0]):
        out[i] = 0.5 * (1.0 + math.erf(x[i] / math.sqrt(2.0)))
        out2[i] = math.erfc(x[i]) * 2.0 - math.erfc(-x[i])


@njit("float64[::1](float64[::1], float64[::1])")
def fused(x, y):
    return cdf(x) * y - tails(y, x) + 1.0


@njit
def run(n, start):
    x = np.linspace(-7.0, 30.0, n + start)[start:]
    y = np.linspace(3.0, -2.0, n + start)[start:]
    out = np.empty(n)
    out2 = np.empty(n)
    norm_cdf(x, out, out2)
    return out, out2, cdf(x), tails(x, y), fused(x, y)


@njit
def edges():
    x = np.array([0.0, -0.0, np.nan, np.inf, -np.inf, 5e-324, -5e-324, 1e-310, -2.2250738585072014e-308,
                  2.0 ** -1015, -(2.0 ** -1015), 2.0 ** -1015 * 0.9999999999999999, 2.0 ** -56, 2.0 ** -56 * 1.0000000000000002,
                  -(2.0 ** -56) * 0.9999999999999999, 2.0 ** -28, -(2.0 ** -28) * 0.9999999999999999, 0.25,
                  0.24999999999999997, 0.84375, 0.8437499999999999, -0.84375, 1.25, 1.2499999999999998, -1.25,
                  2.857142857142857, 2.8571414947509766, 2.8571424484252930, 2.857143402099609, -2.8571414947509766,
                  6.0, 5.999999999999999, -6.0, -5.999999999999999, 26.0, 26.5, 27.0, 27.2, 27.999999999999996,
                  28.0, -28.0, 1e300, -1e300, 1.0, -1.0, 0.5, 3.5, -3.5, 10.0, -10.0])
    a = np.empty(x.shape[0])
    b = np.empty(x.shape[0])
    for i in range(x.shape[0]):
        a[i] = math.erf(x[i])
        b[i] = math.erfc(x[i])
    return a, b


@njit
def scalar(x):
    return math.erf(x), math.erfc(x)

# call: run(0, 0)
# call: run(1, 1)
# call: run(7, 3)
# call: run(8, 0)
# call: run(17, 5)
# call: run(33, 1)
# call: run(67, 2)
# call: run(1003, 7)
# call: edges()
# call: scalar(0.0)
# call: scalar(-0.0)
# call: scalar(0.5)
# call: scalar(-1.1)
# call: scalar(2.9)
# call: scalar(26.6)
# call: scalar(-30.0)
# call: scalar(1e-320)

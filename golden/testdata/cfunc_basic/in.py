"""@cfunc callbacks (an integrand as scipy.LowLevelCallable users write it) compile as functions
with their one signature, called from compiled code and from Go: a midpoint rule over a cfunc
integrand and a cfunc with float32 and integer parameters."""
import math
from numba import cfunc, njit, float64, int32


@cfunc("float64(float64, float64)")
def integrand(x, a):
    return math.exp(-a * x * x)


@cfunc(float64(float64, int32), nopython=True, cache=True)
def scaled(x, k):
    return x * k


@njit
def midpoint(lo, hi, n, a):
    h = (hi - lo) / n
    s = 0.0
    for i in range(n):
        s += integrand(lo + (i + 0.5) * h, a)
    return s * h


# call: midpoint(0.0, 1.0, 100, 1.0)
# call: midpoint(-3.0, 3.0, 1000, 0.5)
# call: integrand(0.5, 2.0)
# call: scaled(1.5, 3)

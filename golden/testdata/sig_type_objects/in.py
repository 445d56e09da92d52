"""Signatures built from numba type objects: float64(float64, int64) and types.float64."""
from numba import njit, float64, int64, types


@njit(float64(float64, int64))
def poly_eval(x, degree):
    s = 0.0
    for k in range(degree + 1):
        s += x ** k
    return s


@njit(types.float64(types.float64, types.float64))
def lerp_mid(a, b):
    return a + 0.5 * (b - a)


@njit(int64(int64))
def tri(n):
    return n * (n + 1) // 2

# call: poly_eval(0.5, 10)
# call: poly_eval(2, 3)
# call: lerp_mid(1, 2)
# call: lerp_mid(-1e308, 1e308)
# call: tri(100)

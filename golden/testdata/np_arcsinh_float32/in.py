"""np.arcsinh and math.asinh of float32 values have the bits of glibc's asinhf, which Numba calls (float32 arithmetic, not float64's asinh rounded): in an out= array, as a new array, and on a scalar."""
# call: f(np.array([-0.5, 0.0, 0.5, 1e-5, 1.9, 2.5, -100.0, 3e4, 1e30], dtype=np.float32), np.zeros(9, dtype=np.float32))
# call: g(np.array([-0.5, 0.75, 0.41, -0.29, float("inf"), float("nan")], dtype=np.float32))
# call: h(np.array([0.5, -1.25, 7.0], dtype=np.float32))
import math
import numpy as np
from numba import njit


@njit
def f(a, out):
    np.arcsinh(a, out)


@njit
def g(a):
    return np.arcsinh(a)


@njit
def h(a):
    s = np.float32(0.0)
    for x in a:
        s += math.asinh(x)
    return s, np.arcsinh(a[0])

"""np.spacing of float32 values steps by a float32's ulp (not float64's rounded), in an out= array, as a new array and in a loop."""
# call: f(np.array([-0.5, 0.0, 0.5, 3e38, 1e-45, -7.25], dtype=np.float32), np.zeros(6, dtype=np.float32))
# call: g(np.array([-0.5, 0.0, 0.5, float("inf"), float("nan"), 1.0], dtype=np.float32))
# call: h(np.array([1.5, -2.5, 1e-40], dtype=np.float32))
import numpy as np
from numba import njit


@njit
def f(a, out):
    np.spacing(a, out)


@njit
def g(a):
    return np.spacing(a)


@njit
def h(a):
    s = np.float32(0.0)
    for x in a:
        s += np.spacing(x)
    return s

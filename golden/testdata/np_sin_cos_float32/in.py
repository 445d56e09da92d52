"""np.sin, math.sin, np.cos and math.cos of float32 values have the bits of glibc's sinf and cosf, which Numba calls (their FMA builds, not float64's sin and cos rounded): arguments where the two differ, large arguments that need the long range reduction, and specials, in an out= array, as a new array, in a @vectorize loop, in a fused expression and on scalars."""
# compare: exact
# call: f(np.array([-0.3846885859966278, 0.19773931801319122, 5.550448894500732, 0.5053598284721375, -9.21875286102295, 5.754403591156006, 1e-20, 0.0, -0.0], dtype=np.float32), np.zeros(9, dtype=np.float32))
# call: g(np.array([-4.492512226104736, -7.613480091094971, 1.8487496376037598, -1.4346952438354492, 7.523325443267822, -4.402231216430664, 1e4, -123456.7890625, 1e6, 3.0e38, -1.0e30, 0.7853981852531433, 1.5707963705062866, float("inf"), float("-inf"), float("nan")], dtype=np.float32))
# call: h(np.array([0.5, -1.25, 7.0, -0.3846885859966278, -4.492512226104736, 1e6], dtype=np.float32))
# call: v(np.array([1.0, 5.550448894500732, -9.21875286102295, 7.523325443267822, 3.0e38], dtype=np.float32))
import math
import numpy as np
from numba import njit, vectorize


@njit
def f(a, out):
    np.sin(a, out)
    return np.cos(a)


@njit
def g(a):
    return np.sin(a), np.cos(a), np.sin(a) * np.float32(2.0) + np.cos(a)


@njit
def h(a):
    s = np.empty_like(a)
    c = np.empty_like(a)
    for i in range(a.size):
        s[i] = math.sin(a[i])
        c[i] = math.cos(a[i])
    return s, c, np.sin(a[0]), math.cos(a[1])


@vectorize(["float32(float32)"])
def vsincos(x):
    return math.sin(x) - math.cos(x)


@njit
def v(a):
    return vsincos(a)

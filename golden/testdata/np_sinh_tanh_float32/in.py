"""np.sinh, math.sinh, np.tanh and math.tanh of float32 values have the bits of glibc's sinhf and tanhf, which Numba calls (fdlibm's, in float32 arithmetic on expm1f, not float64's functions rounded): arguments from each of their ranges (tiny, below 1, below 22, below 88.72, up to sinh's overflow and beyond) where the float32 functions and the rounded float64 ones differ, in an out= array, as a new array, in a @vectorize loop, in a fused expression and on scalars."""
# compare: exact
# call: f(np.array([0.0006025489419698715, 0.0001735971454763785, -0.00043159766937606037, 0.5602898001670837, -0.7163549661636353, 0.9657594561576843, 1.0536073446273804, -0.20655223727226257, 1e-20, 0.0, -0.0, 1.0], dtype=np.float32), np.zeros(12, dtype=np.float32))
# call: g(np.array([1.8006877899169922, -5.42503547668457, 17.299551010131836, 16.793563842773438, 73.17634582519531, 43.588035583496094, 26.288301467895508, 89.22671508789062, 89.07449340820312, 88.88623809814453, 89.5, 21.999998092651367, 22.0, float("inf"), float("-inf"), float("nan")], dtype=np.float32))
# call: g(np.array([-0.0005263789789751172, -0.0002175436238758266, -0.00013874395517632365, -0.7380193471908569, 0.5602898001670837, -0.03472964093089104, -0.8220443725585938, -0.48839429020881653, 1.0536073446273804, -2.0659101009368896, -0.7591375112533569, 0.009464764036238194], dtype=np.float32))
# call: h(np.array([0.5, -1.25, 7.0, 0.5602898001670837, -0.7380193471908569, 73.17634582519531], dtype=np.float32))
# call: v(np.array([1.0, -0.7163549661636353, -5.42503547668457, 17.299551010131836, -0.0005263789789751172], dtype=np.float32))
import math
import numpy as np
from numba import njit, vectorize


@njit
def f(a, out):
    np.sinh(a, out)
    return np.tanh(a)


@njit
def g(a):
    return np.sinh(a), np.tanh(a), np.tanh(a) * np.float32(2.0) + a


@njit
def h(a):
    out = np.empty_like(a)
    th = np.empty_like(a)
    for i in range(a.size):
        out[i] = math.sinh(a[i])
        th[i] = math.tanh(a[i])
    return out, th, np.sinh(a[0]), math.tanh(a[1])


@vectorize(["float32(float32)"])
def vsinh_tanh(x):
    return math.sinh(x) + math.tanh(x)


@njit
def v(a):
    return vsinh_tanh(a)

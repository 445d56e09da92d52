"""@vectorize(target='cuda'): each loop's element function becomes a CUDA device function with a
kernel applying it to every element (NVRTC-compiled, run on the GPU with the cuda build tag);
without a GPU the same forms run the CPU loop. Several signatures, float32, integer floor
division and modulo (0 for a zero divisor, as Numba's ufuncs), math functions, broadcasting,
a scalar input, 2-d and strided operands."""
import math

import numpy as np
from numba import vectorize


@vectorize(["float32(float32, float32)", "float64(float64, float64)"], target="cuda")
def rel(x, y):
    return (x - y) / (abs(x) + abs(y) + 1.0)


@vectorize(["float64(float64)"], target="cuda")
def gauss(x):
    return math.exp(-0.5 * x * x) / math.sqrt(2.0 * math.pi)


@vectorize(["int64(int64, int64)"], target="cuda")
def fdiv(a, b):
    return a // b + a % b


@vectorize(["float64(float64, float64, float64)"], target="cuda")
def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x

# call: rel(np.arange(5.0), np.ones(5))
# call: rel(np.arange(6.0).reshape(2, 3), 1.5)
# call: rel(np.linspace(-1.0, 1.0, 4).astype(np.float32), np.float32(0.5) * np.ones(4, np.float32))
# call: gauss(np.linspace(-3.0, 3.0, 7))
# call: gauss(np.arange(12.0).reshape(3, 4)[:, ::2])
# call: fdiv(np.arange(-4, 4), np.array([3, -3, 0, 2, 5, -2, 0, 1]))
# call: fdiv(np.arange(6).reshape(2, 3), np.array([[2], [-2]]))
# call: clamp(np.linspace(-2.0, 2.0, 9), -1.0, np.array([1.5]))

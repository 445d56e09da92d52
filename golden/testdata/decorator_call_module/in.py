"""Functions compiled by calling the decorator at module level, as libraries write it to keep a
pure-Python twin: `fast = njit(slow)`, `f = numba.njit(cache=True)(g)`, `f = njit(f)`,
`s = stencil(kernel)`, and a @vectorize applied by a call."""
import numpy as np
import numba
from numba import njit, stencil, vectorize


def dist_py(a, b):
    s = 0.0
    for i in range(a.shape[0]):
        d = a[i] - b[i]
        s += d * d
    return np.sqrt(s)


dist = njit(dist_py)
dist_fast = numba.njit(cache=True, fastmath=False)(dist_py)


def smooth_kernel(a):
    return 0.25 * a[-1] + 0.5 * a[0] + 0.25 * a[1]


smooth = stencil(smooth_kernel)


def clamp(x, lo, hi):
    return min(max(x, lo), hi)


clamp = njit(clamp)


def relu(x):
    return x if x > 0.0 else 0.0


relu_u = vectorize(["float64(float64)"])(relu)


@njit
def run(x, y):
    return dist(x, y), dist_fast(x, y), smooth(x), clamp(dist_py(x, y), 0.0, 3.0), relu_u(x - 3.0)


# call: run(np.array([1.0, 2.0, 4.0, 8.0]), np.array([0.0, 2.0, 1.0, 9.0]))
# call: dist(np.array([3.0]), np.array([-1.0]))
# call: clamp(5, 1, 3)
# call: relu_u(np.array([-1.0, 0.5]))

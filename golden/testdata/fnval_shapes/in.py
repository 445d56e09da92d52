# Functions as values, closures and Optional results in the shapes numeric code uses.
import math
import numpy as np
from numba import njit


@njit
def square(x):
    return x * x


@njit
def cube(x):
    return x * x * x


@njit
def apply_all(fs, x):
    out = np.empty(len(fs))
    for i in range(len(fs)):
        out[i] = fs[i](x)
    return out


@njit
def integrate(f, a, b, n):
    h = (b - a) / n
    s = 0.5 * (f(a) + f(b))
    for i in range(1, n):
        s += f(a + i * h)
    return s * h


@njit
def run(a, b):
    return integrate(square, a, b, 100), integrate(cube, a, b, 100)


@njit
def find_root(lo, hi):
    def g(x):
        return x * x - 2.0

    for _ in range(60):
        mid = 0.5 * (lo + hi)
        if g(mid) > 0:
            hi = mid
        else:
            lo = mid
    return lo


@njit
def first_neg(a):
    for i in range(a.size):
        if a[i] < 0:
            return i
    return None


@njit
def use_first(a):
    i = first_neg(a)
    if i is None:
        return -1.0
    return a[i] * 2


@njit
def count_first(a):
    i = first_neg(a)
    return -1 if i is None else i


# call: run(0.0, 1.0)
# call: find_root(0.0, 2.0)
# call: count_first(np.array([1.0, 2.0, -3.0, 4.0]))
# call: count_first(np.array([1.0, 2.0]))

"""Helpers specialised for several argument types, Optional results, and branch unification."""
import numpy as np
from numba import njit


@njit
def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


@njit
def find_first(a, v):
    for i in range(a.shape[0]):
        if a[i] == v:
            return i
    return None


@njit
def scale(x, k):
    return x * k


# call: mixed_clamps(5, 2.5)
# call: lookups(np.array([4, 8, 15, 16]), 15)
# call: lookups(np.array([4, 8, 15, 16]), 99)
# call: scales(np.array([1.0, 2.0]), 3)
# call: unify(3)
# call: unify(-3)


@njit
def mixed_clamps(n, x):
    return clamp(n, 0, 3), clamp(x, 0.0, 1.0), clamp(np.float32(7.5), np.float32(0), np.float32(5))


@njit
def lookups(a, v):
    i = find_first(a, v)
    if i is None:
        return -1, False
    return i, True


@njit
def scales(a, k):
    return scale(a, k), scale(k, 2), scale(1.5, k)


@njit
def unify(n):
    if n > 0:
        r = n
    else:
        r = n / 2
    return r

"""Loops over np.ndindex (a shape tuple or separate integers) and np.ndenumerate (unpacked
or as one tuple), with break and continue."""
import numpy as np
from numba import njit


@njit
def walk(a):
    s = 0.0
    for idx in np.ndindex(a.shape):
        s += a[idx] * (idx[0] + 1)
    n = 0
    for i, j in np.ndindex(2, 3):
        n += i * 10 + j
    return s, n


@njit
def enum(a):
    total = 0.0
    last = (0, 0)
    for idx, v in np.ndenumerate(a):
        if v < 0:
            continue
        if v > 100:
            break
        total += v * idx[1]
        last = idx
    return total, last


@njit
def enum_tuple(v):
    out = np.zeros(v.shape[0])
    for p in np.ndenumerate(v):
        out[p[0][0]] = p[1] * 2
    return out


@njit
def ndindex3(n):
    c = 0
    for i, j, k in np.ndindex((n, 2, 2)):
        c += i + j + k
    return c

# call: walk(np.arange(6.0).reshape(2, 3))
# call: enum(np.array([[1.0, -2.0, 3.0], [4.0, 500.0, 6.0]]))
# call: enum_tuple(np.array([1.5, 2.5, -1.0]))
# call: ndindex3(3)
# call: ndindex3(0)

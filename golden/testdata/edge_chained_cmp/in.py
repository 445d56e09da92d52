"""Chained comparisons and and/or/not on array elements, in conditions and as values (the value of
`x and y` on scalars from arrays), counting elements in ranges."""
import numpy as np
from numba import njit


@njit
def in_band(a, lo, hi):
    c = 0
    for i in range(a.size):
        if lo <= a[i] < hi:
            c += 1
    return c


@njit
def classify(a):
    out = np.zeros(a.size, dtype=np.int64)
    for i in range(1, a.size - 1):
        if a[i - 1] < a[i] > a[i + 1]:
            out[i] = 1
        elif a[i - 1] > a[i] < a[i + 1] or a[i] == 0 and not a[i - 1] == 0:
            out[i] = -1
    return out


@njit
def mixed(a, b):
    s = 0
    for i in range(a.size):
        if (a[i] > 0 and b[i] > 0) or not (a[i] != b[i]):
            s += 1
        if 0 < a[i] == b[i] <= 5:
            s += 10
    return s, (a[0] > 0) and (b[0] < 0), a[1] < b[1] < a[2]

@njit
def bump(a, i):
    a[i] += 1
    print("bump", i)
    return a[i]


@njit
def once(a):
    c = 0
    for i in range(a.size):
        if 0 < bump(a, i) < 3:
            c += 1
    return c

# call: in_band(np.array([0.5, 1.0, 1.5, 2.0, -1.0]), 1.0, 2.0)
# call: classify(np.array([1.0, 3.0, 2.0, 0.0, 4.0, 0.0, 0.0]))
# call: once(np.array([0, 1, 2, 5]))
# call: mixed(np.array([1, 2, -3, 4, 0]), np.array([1, -2, -3, 4, 5]))

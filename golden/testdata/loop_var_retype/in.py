"""A loop variable reused by a later loop with another type (Numba's SSA keeps them apart)."""
import numpy as np
from numba import njit


@njit
def f(a, n):
    s = 0.0
    for x in a:
        s += x
    for x in range(n):
        s += x // 2
    out = []
    for k in np.ndindex(2, 2):
        out.append(k[0] + k[1])
    for k in np.ndindex(3):
        out.append(k[0])
    return s, out, x


@njit
def g(pairs):
    t = 0
    for p in pairs:
        t += p[0]
    for p in [(1, 2, 3)]:
        t += p[2]
    return t


@njit
def h(a):
    x = 5
    for x in a:
        pass
    return x


# call: f(np.array([1.5, 2.0]), 5)
# call: g([(1, 2), (3, 4)])
# call: h(np.zeros(0))
# call: h(np.array([2.5, 3.5]))

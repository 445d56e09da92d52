"""Module-level complex arrays folded from arithmetic, and np.ndindex of the empty shape."""
import numpy as np
from numba import njit

Z = np.array([1 + 2j, 3 - 1j, 2j * 3, (1 + 1j) * (1 - 1j)])
W = 0.5 + 1.5j
M = np.arange(6.0).reshape(2, 3)


@njit
def f(i):
    return Z[i] * 2, Z.sum(), Z[i] * W, M[1, i]


@njit
def g(n):
    s = 0
    for e in np.ndindex(()):
        s += len(e) + 1
    for e in np.ndindex():
        s += 10
    for idx in np.ndindex(n, 3):
        s += idx[0] * 100 + idx[1]
    return s


# call: f(0)
# call: f(2)
# call: f(-1)
# call: g(2)
# call: g(0)

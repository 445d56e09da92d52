"""numba types as dtypes and casts, views."""
import numba
import numpy as np
from numba import njit, types


@njit
def casts(x, n):
    a = np.zeros(n, dtype=numba.float32)
    b = np.empty(n, numba.types.int32)
    for i in range(n):
        a[i] = numba.float32(x) * i
        b[i] = types.int32(i * 3)
    c = np.ones(n, dtype=types.uint8)
    return a, b, c, numba.int64(x * 2.7), np.int32(x)


@njit
def bits(a):
    u = a.view(np.uint64)
    return u[0] >> np.uint64(52), (u & np.uint64(0xFFF)).sum()


@njit(inline='always')
def sq(x):
    return x * x


@njit
def use_sq(v):
    return sq(v) + sq(v + 1)

# call: casts(1.5, 3)
# call: bits(np.array([1.0, 2.0, 0.1]))
# call: use_sq(3.0)

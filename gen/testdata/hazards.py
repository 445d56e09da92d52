import numpy as np
from numba import njit, prange


@njit("float64(float64[::1])")
def serial(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


@njit("float64(float64[::1])", parallel=True)
def reorder(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


@njit("int64(int64[::1])", parallel=True)
def exact(a):
    s = 0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


@njit("float64(float64[:, ::1])", parallel=True)
def nested(m):
    t = 0.0
    for i in prange(m.shape[0]):
        for j in prange(m.shape[1]):
            m[i, j] = 1.0
    return t


@njit("float64(float64[:, :])")
def copies(m):
    v = m.ravel()
    t = 0.0
    for i in range(3):
        c = np.ascontiguousarray(m[:, i])
        t += c[0]
    return v[0] + t

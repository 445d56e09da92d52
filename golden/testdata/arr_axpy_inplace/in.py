"""Functions that update their array arguments in place."""
import numpy as np
from numba import njit


@njit("void(float64[:], float64[:], float64)")
def axpy(x, y, alpha):
    for i in range(len(x)):
        y[i] += alpha * x[i]


@njit
def scale_rows(m, f):
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            m[i, j] *= f[i]


@njit
def clamp_negative(a):
    for i in range(a.size):
        if a[i] < 0:
            a[i] = 0

# call: axpy(np.arange(5.0), np.ones(5), 2.0)
# call: scale_rows(np.arange(6.0).reshape(2, 3), np.array([10.0, -1.0]))
# call: clamp_negative(np.array([3, -1, 4, -1, -5]))

"""A loop-based 2-d stencil that returns a new array."""
import numpy as np
from numba import njit


@njit("float64[:, ::1](float64[:, ::1])")
def smooth(u):
    n, m = u.shape
    out = np.zeros((n, m))
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            out[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])
    return out


@njit
def laplacian_sum(u):
    s = 0.0
    for i in range(1, u.shape[0] - 1):
        for j in range(1, u.shape[1] - 1):
            s += u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j]
    return s

# call: smooth(np.arange(20.0).reshape(4, 5) ** 2)
# call: laplacian_sum(np.arange(20.0).reshape(4, 5) ** 2)
# call: laplacian_sum(np.asfortranarray(np.arange(12.0).reshape(3, 4) ** 3))

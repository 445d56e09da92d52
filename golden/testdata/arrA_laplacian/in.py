"""The 5-point Laplacian: a loop over the interior, the same with slices, and a periodic version whose
index i - 1 wraps to -1 at the edge."""
import numpy as np
from numba import njit


@njit
def laplacian(u, h):
    n, m = u.shape
    out = np.zeros_like(u)
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            out[i, j] = (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j]) / (h * h)
    return out


@njit
def laplacian_sliced(u):
    return u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:] - 4.0 * u[1:-1, 1:-1]


@njit
def periodic(u):
    n, m = u.shape
    out = np.empty_like(u)
    for i in range(n):
        for j in range(m):
            out[i, j] = u[i - 1, j] + u[(i + 1) % n, j] + u[i, j - 1] + u[i, (j + 1) % m] - 4 * u[i, j]
    return out

# call: laplacian(np.arange(20.0).reshape(4, 5) ** 2, 0.5)
# call: laplacian(np.zeros((2, 2)), 1.0)
# call: laplacian_sliced(np.arange(20.0).reshape(4, 5) ** 2)
# call: laplacian_sliced(np.ones((2, 3)))
# call: periodic(np.arange(9).reshape(3, 3))
# call: periodic(np.array([[1.0, -2.0], [np.nan, 4.0]]))

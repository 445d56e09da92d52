"""A 5-point Laplacian stencil over the interior of a grid, returning a new array: nested index loops."""
import numpy as np
from numba import njit


@njit
def stencil_2d(u):
    n, m = u.shape
    out = np.zeros((n, m))
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            out[i, j] = u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j]
    return out


ENTRY = "stencil_2d"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 40 if size == "small" else 2000
    return (rng.standard_normal((n, n)),)

"""Jacobi iteration for the 2-d Laplace equation, sweeping in place between two buffers: nested loops."""
import numpy as np
from numba import njit


@njit
def jacobi(u0, sweeps):
    a = u0.copy()
    b = u0.copy()
    n, m = a.shape
    for s in range(sweeps):
        for i in range(1, n - 1):
            for j in range(1, m - 1):
                b[i, j] = 0.25 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])
        a, b = b, a
    return a


ENTRY = "jacobi"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n, sweeps = (24, 10) if size == "small" else (400, 100)
    u = rng.uniform(0.0, 1.0, (n, n))
    u[0, :] = 1.0
    u[-1, :] = 0.0
    return (u, sweeps)

"""Jacobi relaxation of the Laplace equation on a grid with a hot top edge: a loop sweep into a new array,
and the same sweep as one slice expression assigned in place (the right side is read before the write)."""
import numpy as np
from numba import njit


@njit
def sweep(u):
    n, m = u.shape
    new = u.copy()
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            new[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])
    return new


@njit
def jacobi(u, iters):
    for k in range(iters):
        u = sweep(u)
    return u


@njit
def jacobi_sliced(u, iters):
    for k in range(iters):
        u[1:-1, 1:-1] = 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:])
    return u


@njit
def residual(u):
    r = 0.0
    for i in range(1, u.shape[0] - 1):
        for j in range(1, u.shape[1] - 1):
            d = u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j]
            r = max(r, abs(d))
    return r

# call: jacobi(np.vstack((np.full((1, 5), 100.0), np.zeros((4, 5)))), 3)
# call: jacobi_sliced(np.vstack((np.full((1, 5), 100.0), np.zeros((4, 5)))), 3)
# call: jacobi_sliced(np.zeros((2, 2)), 5)
# call: residual(np.vstack((np.full((1, 4), 1.0), np.zeros((3, 4)))))

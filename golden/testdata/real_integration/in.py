"""Numerical integration of sampled data: trapezoidal rule with uniform and non-uniform spacing,
composite Simpson's rule, cumulative trapezoid, and integration along an axis of a 2-d array."""
import math
import numpy as np
from numba import njit


@njit
def trapz_uniform(y, dx):
    return dx * (np.sum(y) - 0.5 * (y[0] + y[-1]))


@njit
def trapz_xy(y, x):
    return np.sum((x[1:] - x[:-1]) * (y[1:] + y[:-1])) / 2.0


@njit
def simpson(y, dx):
    n = y.shape[0]
    if n % 2 == 0:
        raise ValueError("simpson needs an odd number of samples")
    return dx / 3.0 * (y[0] + y[-1] + 4.0 * y[1:-1:2].sum() + 2.0 * y[2:-1:2].sum())


@njit
def cumtrapz(y, dx):
    out = np.zeros(y.shape[0])
    for i in range(1, y.shape[0]):
        out[i] = out[i - 1] + 0.5 * dx * (y[i] + y[i - 1])
    return out


@njit
def integrate_sin(n):
    x = np.linspace(0.0, math.pi, n)
    y = np.sin(x)
    dx = x[1] - x[0]
    return trapz_uniform(y, dx), trapz_xy(y, x), np.trapz(y, x), simpson(y, dx), cumtrapz(y, dx)[-1]


@njit
def integrate_rows(f, dx):
    rows, cols = f.shape
    res = np.empty(rows)
    for r in range(rows):
        res[r] = trapz_uniform(f[r], dx)
    col_means = 0.5 * (f[:-1, :] + f[1:, :]).sum(axis=0) * dx
    return res, col_means

# call: integrate_sin(9)
# call: integrate_sin(8)
# call: trapz_xy(np.array([1.0, 4.0, 9.0, 16.0]), np.array([1.0, 2.0, 3.5, 4.0]))
# call: integrate_rows(np.arange(15.0).reshape(3, 5) ** 2, 0.5)

"""RK4 and adaptive Euler ODE integrators taking the right-hand side as a jitted function argument."""
import numpy as np
from numba import njit


@njit
def lorenz(t, y, sigma, rho, beta):
    out = np.empty_like(y)
    out[0] = sigma * (y[1] - y[0])
    out[1] = y[0] * (rho - y[2]) - y[1]
    out[2] = y[0] * y[1] - beta * y[2]
    return out


@njit
def decay(t, y, k, unused1, unused2):
    return -k * y


@njit
def rk4(f, y0, t0, t1, n, args):
    h = (t1 - t0) / n
    ys = np.empty((n + 1, y0.shape[0]))
    ys[0] = y0
    y = y0.copy()
    t = t0
    for i in range(n):
        k1 = f(t, y, *args)
        k2 = f(t + h / 2, y + h / 2 * k1, *args)
        k3 = f(t + h / 2, y + h / 2 * k2, *args)
        k4 = f(t + h, y + h * k3, *args)
        y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        t += h
        ys[i + 1] = y
    return ys


@njit
def run(n):
    a = rk4(lorenz, np.array([1.0, 1.0, 1.0]), 0.0, 1.0, n, (10.0, 28.0, 8.0 / 3.0))
    b = rk4(decay, np.array([1.0, 2.0]), 0.0, 2.0, n, (0.5, 0.0, 0.0))
    return a[-1], b[-1], np.abs(b[-1] - np.array([1.0, 2.0]) * np.exp(-1.0)).max() < 1e-6


# call: run(100)
# call: run(7)

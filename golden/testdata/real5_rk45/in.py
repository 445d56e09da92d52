"""Adaptive Runge-Kutta-Fehlberg 4(5) integration with a while loop and step-size control."""
import numpy as np
from numba import njit


@njit
def f(t, y):
    return np.array([y[1], -y[0] - 0.1 * y[1]])


@njit
def rkf45(y0, t0, t1, tol):
    t = t0
    y = y0.copy()
    h = 0.1
    steps = 0
    while t < t1:
        if t + h > t1:
            h = t1 - t
        k1 = h * f(t, y)
        k2 = h * f(t + h / 4, y + k1 / 4)
        k3 = h * f(t + 3 * h / 8, y + 3 * k1 / 32 + 9 * k2 / 32)
        k4 = h * f(t + 12 * h / 13, y + 1932 * k1 / 2197 - 7200 * k2 / 2197 + 7296 * k3 / 2197)
        k5 = h * f(t + h, y + 439 * k1 / 216 - 8 * k2 + 3680 * k3 / 513 - 845 * k4 / 4104)
        k6 = h * f(t + h / 2, y - 8 * k1 / 27 + 2 * k2 - 3544 * k3 / 2565 + 1859 * k4 / 4104 - 11 * k5 / 40)
        y4 = y + 25 * k1 / 216 + 1408 * k3 / 2565 + 2197 * k4 / 4104 - k5 / 5
        y5 = y + 16 * k1 / 135 + 6656 * k3 / 12825 + 28561 * k4 / 56430 - 9 * k5 / 50 + 2 * k6 / 55
        err = np.max(np.abs(y5 - y4))
        if err <= tol:
            t += h
            y = y4
            steps += 1
        s = 0.84 * (tol / max(err, 1e-16)) ** 0.25
        h *= min(max(s, 0.1), 4.0)
    return y, steps

# call: rkf45(np.array([1.0, 0.0]), 0.0, 10.0, 1e-6)

"""Fused update statements on arrays, as in time-stepping codes: x += dt * (a * x - b * x * y)
where the right-hand side reads the array being updated, repeated over several steps."""
import numpy as np
from numba import njit


@njit
def lotka_volterra(x, y, a, b, c, d, dt, steps):
    for _ in range(steps):
        x += dt * (a * x - b * x * y)
        y += dt * (-c * y + d * x * y)
    return x, y


@njit
def verlet(p, v, k, dt, steps):
    for _ in range(steps):
        v += 0.5 * dt * (-k * p)
        p += dt * v
        v += 0.5 * dt * (-k * p)
    return p, v, 0.5 * np.sum(v * v) + 0.5 * k * np.sum(p * p)


@njit
def relax(u, w):
    u[1:-1] = (1.0 - w) * u[1:-1] + w * 0.5 * (u[:-2] + u[2:])
    u *= 1.0 / (1.0 + np.abs(u).max())
    return u

# call: lotka_volterra(np.array([10.0, 5.0, 1.0]), np.array([2.0, 4.0, 0.5]), 1.1, 0.4, 0.4, 0.1, 0.01, 50)
# call: lotka_volterra(np.zeros(0), np.zeros(0), 1.0, 1.0, 1.0, 1.0, 0.1, 3)
# call: verlet(np.array([1.0, 0.0, -0.5]), np.array([0.0, 1.0, 0.25]), 4.0, 0.01, 100)
# call: relax(np.array([0.0, 1.0, -2.0, 3.0, 0.0, 5.0]), 0.8)

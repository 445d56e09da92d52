"""Signatures that leave out trailing parameters with defaults: they take their defaults,
specialised as constants, as Numba's omitted arguments (the oracle compiles Omitted(default))."""
# sig: evolve(float64[:, ::1], float64)
# sig: damped(float64, float64)
# sig: damped(float64, float64, float64, int64)
# sig: run(float64)
import numpy as np
from numba import njit


@njit
def evolve(grid, dt, D=1):
    """One explicit diffusion step with diffusivity D."""
    out = grid.copy()
    n, m = grid.shape
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            lap = grid[i - 1, j] + grid[i + 1, j] + grid[i, j - 1] + grid[i, j + 1] - 4.0 * grid[i, j]
            out[i, j] = grid[i, j] + D * dt * lap
    return out


def damped(x, v, gamma=0.5, steps=3):
    for _ in range(steps):
        v = v - gamma * v - x
        x = x + v
    return x


@njit
def step(x, scale=2.0, shift=-1):
    return x * scale + shift


def run(x):
    return step(x) + step(x, 3.0) + damped(x, 1.0)

# call: evolve((np.arange(16.0) ** 2).reshape(4, 4), 0.1)
# call: evolve(np.ones((3, 5)), 0.5)
# call: damped(1.0, 0.0)
# call: damped(1.0, 0.0, 0.25, 10)
# call: run(1.5)

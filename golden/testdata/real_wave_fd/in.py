"""Finite-difference 1-d wave equation (leapfrog, fixed ends) written with slices, and a 2-d version
with explicit loops; the energy is tracked as a diagnostic."""
import numpy as np
from numba import njit


@njit
def initial_pulse(n, width):
    x = np.linspace(0.0, 1.0, n)
    return np.exp(-((x - 0.5) / width) ** 2)


@njit
def wave_1d(u0, c, dt, dx, nsteps):
    r2 = (c * dt / dx) ** 2
    u_prev = u0.copy()
    u = u0.copy()
    u[1:-1] = u0[1:-1] + 0.5 * r2 * (u0[2:] - 2.0 * u0[1:-1] + u0[:-2])
    u[0] = 0.0
    u[-1] = 0.0
    energy = np.empty(nsteps)
    for n in range(nsteps):
        u_next = np.zeros_like(u)
        u_next[1:-1] = 2.0 * u[1:-1] - u_prev[1:-1] + r2 * (u[2:] - 2.0 * u[1:-1] + u[:-2])
        u_prev = u
        u = u_next
        energy[n] = np.sum(u ** 2) * dx
    return u, energy


@njit
def pulse(n, width, nsteps):
    u0 = initial_pulse(n, width)
    return wave_1d(u0, 1.0, 0.05, 1.0 / (n - 1), nsteps)


@njit
def wave_2d(nx, ny, c, dt, h, nsteps):
    u = np.zeros((nx, ny))
    u_old = np.zeros((nx, ny))
    u[nx // 2, ny // 2] = 1.0
    u_old[:, :] = u
    k = (c * dt / h) ** 2
    for step in range(nsteps):
        u_new = np.zeros((nx, ny))
        for i in range(1, nx - 1):
            for j in range(1, ny - 1):
                lap = u[i + 1, j] + u[i - 1, j] + u[i, j + 1] + u[i, j - 1] - 4.0 * u[i, j]
                u_new[i, j] = 2.0 * u[i, j] - u_old[i, j] + k * lap
        u_old, u = u, u_new
    return u, np.abs(u).max()

# call: pulse(9, 0.1, 4)
# call: wave_1d(np.array([0.0, 1.0, 0.0]), 1.0, 0.1, 0.1, 2)
# call: wave_2d(5, 6, 1.0, 0.1, 0.2, 3)

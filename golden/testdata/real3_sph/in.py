"""Smoothed-particle hydrodynamics: the cubic spline kernel, density by an all-pairs sum in a
parallel prange loop, pressure from a Tait equation of state, and a pressure-force step that
returns new positions and velocities."""
import math
import numpy as np
from numba import njit, prange


@njit
def cubic_kernel(r, h):
    q = r / h
    sigma = 10.0 / (7.0 * math.pi * h * h)
    if q < 1.0:
        return sigma * (1.0 - 1.5 * q * q + 0.75 * q * q * q)
    elif q < 2.0:
        return sigma * 0.25 * (2.0 - q) ** 3
    return 0.0


@njit
def cubic_grad(r, h):
    q = r / h
    sigma = 10.0 / (7.0 * math.pi * h * h)
    if q < 1.0:
        return sigma / h * (-3.0 * q + 2.25 * q * q)
    elif q < 2.0:
        return -sigma / h * 0.75 * (2.0 - q) ** 2
    return 0.0


@njit(parallel=True)
def density(pos, mass, h):
    n = pos.shape[0]
    rho = np.zeros(n)
    for i in prange(n):
        s = 0.0
        for j in range(n):
            dx = pos[i, 0] - pos[j, 0]
            dy = pos[i, 1] - pos[j, 1]
            s += mass[j] * cubic_kernel(math.sqrt(dx * dx + dy * dy), h)
        rho[i] = s
    return rho


@njit
def pressure(rho, rho0, c0, gamma):
    b = rho0 * c0 * c0 / gamma
    return b * ((rho / rho0) ** gamma - 1.0)


@njit(parallel=True)
def step(pos, vel, mass, h, dt):
    n = pos.shape[0]
    rho = density(pos, mass, h)
    p = pressure(rho, 1.0, 10.0, 7.0)
    acc = np.zeros((n, 2))
    for i in prange(n):
        for j in range(n):
            if i == j:
                continue
            dx = pos[i, 0] - pos[j, 0]
            dy = pos[i, 1] - pos[j, 1]
            r = math.sqrt(dx * dx + dy * dy)
            if r == 0.0 or r >= 2.0 * h:
                continue
            f = -mass[j] * (p[i] / rho[i] ** 2 + p[j] / rho[j] ** 2) * cubic_grad(r, h)
            acc[i, 0] += f * dx / r
            acc[i, 1] += f * dy / r
    vel = vel + dt * acc
    pos = pos + dt * vel
    return pos, vel, rho.sum() / n

# call: density(np.array([[0.0, 0.0], [0.5, 0.0], [0.0, 0.5], [1.5, 1.5], [3.0, 3.0]]), np.full(5, 0.25), 0.6)
# call: pressure(np.array([0.9, 1.0, 1.1, 1.3]), 1.0, 10.0, 7.0)
# call: step(np.array([[0.0, 0.0], [0.4, 0.0], [0.0, 0.4], [0.4, 0.4], [0.2, 0.9]]), np.zeros((5, 2)), np.full(5, 0.2), 0.5, 0.01)

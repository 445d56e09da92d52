"""Direct-sum gravitational n-body steps (leapfrog) on position/velocity arrays: scalar loops over 2-d arrays."""
import math

import numpy as np
from numba import njit


@njit
def accelerations(pos, mass, acc, softening):
    n = pos.shape[0]
    for i in range(n):
        ax = 0.0
        ay = 0.0
        az = 0.0
        for j in range(n):
            if i != j:
                dx = pos[j, 0] - pos[i, 0]
                dy = pos[j, 1] - pos[i, 1]
                dz = pos[j, 2] - pos[i, 2]
                r2 = dx * dx + dy * dy + dz * dz + softening * softening
                inv = mass[j] / (r2 * math.sqrt(r2))
                ax += dx * inv
                ay += dy * inv
                az += dz * inv
        acc[i, 0] = ax
        acc[i, 1] = ay
        acc[i, 2] = az


@njit
def nbody(pos0, vel0, mass, dt, steps):
    pos = pos0.copy()
    vel = vel0.copy()
    n = pos.shape[0]
    acc = np.zeros((n, 3))
    accelerations(pos, mass, acc, 0.01)
    for s in range(steps):
        for i in range(n):
            for k in range(3):
                vel[i, k] += 0.5 * dt * acc[i, k]
                pos[i, k] += dt * vel[i, k]
        accelerations(pos, mass, acc, 0.01)
        for i in range(n):
            for k in range(3):
                vel[i, k] += 0.5 * dt * acc[i, k]
    return pos, vel


ENTRY = "nbody"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n, steps = (32, 5) if size == "small" else (1000, 8)
    pos = rng.uniform(-1.0, 1.0, (n, 3))
    vel = rng.uniform(-0.1, 0.1, (n, 3))
    mass = rng.uniform(0.5, 1.5, n) / n
    return (pos, vel, mass, 0.001, steps)

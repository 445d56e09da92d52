"""N-body leapfrog with row vectors: pos[j] - pos[i], np.sum of squares, r ** -1.5, fastmath off."""
import numpy as np
from numba import njit


@njit
def accel(pos, mass, soft):
    n = pos.shape[0]
    acc = np.zeros_like(pos)
    for i in range(n):
        for j in range(n):
            if i != j:
                d = pos[j] - pos[i]
                r2 = np.sum(d ** 2) + soft * soft
                acc[i] += mass[j] * d * r2 ** -1.5
    return acc


@njit
def simulate(pos, vel, mass, dt, steps):
    pos = pos.copy()
    vel = vel.copy()
    a = accel(pos, mass, 0.01)
    for _ in range(steps):
        vel += 0.5 * dt * a
        pos += dt * vel
        a = accel(pos, mass, 0.01)
        vel += 0.5 * dt * a
    ke = 0.5 * np.sum(mass * np.sum(vel ** 2, axis=1))
    return pos, ke

# call: simulate(np.array([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]), np.array([[0.0, 0.0, 0.0], [0.0, 0.5, 0.0], [-0.5, 0.0, 0.0], [0.0, 0.0, 0.1]]), np.array([1.0, 0.1, 0.1, 0.05]), 0.01, 50)

"""Particle swarm optimisation of the Rastrigin function with a seeded np.random stream."""
import numpy as np
from numba import njit


@njit
def rastrigin(x):
    return 10.0 * x.shape[0] + np.sum(x * x - 10.0 * np.cos(2 * np.pi * x))


@njit
def pso(n_particles, dim, iters, seed):
    np.random.seed(seed)
    pos = np.random.uniform(-5.12, 5.12, (n_particles, dim))
    vel = np.zeros((n_particles, dim))
    pbest = pos.copy()
    pbest_val = np.empty(n_particles)
    for i in range(n_particles):
        pbest_val[i] = rastrigin(pos[i])
    g = np.argmin(pbest_val)
    gbest = pbest[g].copy()
    gbest_val = pbest_val[g]
    for _ in range(iters):
        r1 = np.random.random((n_particles, dim))
        r2 = np.random.random((n_particles, dim))
        vel = 0.7 * vel + 1.5 * r1 * (pbest - pos) + 1.5 * r2 * (gbest - pos)
        pos = np.clip(pos + vel, -5.12, 5.12)
        for i in range(n_particles):
            f = rastrigin(pos[i])
            if f < pbest_val[i]:
                pbest_val[i] = f
                pbest[i, :] = pos[i]
                if f < gbest_val:
                    gbest_val = f
                    gbest[:] = pos[i]
    return gbest_val, gbest

# call: pso(20, 2, 50, 42)
# call: pso(10, 3, 20, 7)

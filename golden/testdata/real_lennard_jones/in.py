"""Lennard-Jones forces and potential energy in a periodic box with the minimum image convention and a
cutoff, a velocity-Verlet integrator, and a parallel version of the energy."""
import numpy as np
from numba import njit, prange


@njit
def lj_pair(r2, eps, sigma):
    sr2 = sigma * sigma / r2
    sr6 = sr2 * sr2 * sr2
    sr12 = sr6 * sr6
    e = 4.0 * eps * (sr12 - sr6)
    f_over_r = 24.0 * eps * (2.0 * sr12 - sr6) / r2
    return e, f_over_r


@njit
def forces(pos, box, rc, eps=1.0, sigma=1.0):
    n, dim = pos.shape
    f = np.zeros_like(pos)
    energy = 0.0
    rc2 = rc * rc
    d = np.empty(dim)
    for i in range(n - 1):
        for j in range(i + 1, n):
            r2 = 0.0
            for k in range(dim):
                dk = pos[i, k] - pos[j, k]
                dk -= box * np.rint(dk / box)
                d[k] = dk
                r2 += dk * dk
            if r2 > rc2:
                continue
            e, fr = lj_pair(r2, eps, sigma)
            energy += e
            for k in range(dim):
                f[i, k] += fr * d[k]
                f[j, k] -= fr * d[k]
    return f, energy


@njit
def forces_vec(pos, box, rc):
    n = pos.shape[0]
    f = np.zeros_like(pos)
    energy = 0.0
    for i in range(n):
        for j in range(i + 1, n):
            d = pos[i] - pos[j]
            d -= box * np.rint(d / box)
            r2 = np.dot(d, d)
            if r2 < rc * rc:
                e, fr = lj_pair(r2, 1.0, 1.0)
                energy += e
                f[i] += fr * d
                f[j] -= fr * d
    return f, energy


@njit
def verlet(pos, vel, box, rc, dt, nsteps):
    f, e = forces(pos, box, rc)
    energies = np.empty(nsteps)
    for s in range(nsteps):
        vel += 0.5 * dt * f
        pos += dt * vel
        pos %= box
        f, e = forces(pos, box, rc)
        vel += 0.5 * dt * f
        energies[s] = e + 0.5 * (vel ** 2).sum()
    return pos, vel, energies


@njit(parallel=True)
def energy_parallel(pos, box, rc):
    n = pos.shape[0]
    total = 0.0
    for i in prange(n):
        for j in range(i + 1, n):
            dx = pos[i, 0] - pos[j, 0]
            dy = pos[i, 1] - pos[j, 1]
            dx -= box * round(dx / box)
            dy -= box * round(dy / box)
            r2 = dx * dx + dy * dy
            if r2 < rc * rc:
                inv6 = 1.0 / (r2 * r2 * r2)
                total += 4.0 * (inv6 * inv6 - inv6)
    return total

# call: forces(np.array([[0.0, 0.0], [1.1, 0.0], [0.0, 1.2], [3.9, 3.8]]), 4.0, 2.5, 0.5, 1.1)
# call: forces_vec(np.array([[0.5, 0.5, 0.5], [1.6, 0.5, 0.5], [0.5, 1.7, 0.6], [4.9, 0.4, 0.5]]), 5.0, 2.5)
# call: verlet(np.array([[0.0, 0.0], [1.12, 0.0], [0.0, 1.15]]), np.zeros((3, 2)), 4.0, 2.5, 0.005, 3)
# call: energy_parallel(np.array([[0.0, 0.0], [1.1, 0.0], [0.0, 1.2], [3.9, 3.8]]), 4.0, 2.5)

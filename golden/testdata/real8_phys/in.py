"""Real-style physics: velocity Verlet with periodic boundaries and cell lists, Kepler solver, 1-D advection upwind."""
import math
import numpy as np
from numba import njit, prange


@njit(inline='always')
def minimg(d, L):
    return d - L * np.round(d / L)


@njit
def build_cells(pos, L, ncell):
    n = pos.shape[0]
    head = -np.ones(ncell * ncell, dtype=np.int64)
    nxt = -np.ones(n, dtype=np.int64)
    for i in range(n):
        cx = int(pos[i, 0] / L * ncell) % ncell
        cy = int(pos[i, 1] / L * ncell) % ncell
        c = cx * ncell + cy
        nxt[i] = head[c]
        head[c] = i
    return head, nxt


@njit
def lj_forces(pos, L, rc):
    n = pos.shape[0]
    f = np.zeros_like(pos)
    epot = 0.0
    rc2 = rc * rc
    for i in range(n - 1):
        for j in range(i + 1, n):
            dx = minimg(pos[i, 0] - pos[j, 0], L)
            dy = minimg(pos[i, 1] - pos[j, 1], L)
            r2 = dx * dx + dy * dy
            if r2 < rc2:
                inv2 = 1.0 / r2
                inv6 = inv2 * inv2 * inv2
                fmag = 24.0 * inv2 * inv6 * (2.0 * inv6 - 1.0)
                f[i, 0] += fmag * dx
                f[i, 1] += fmag * dy
                f[j, 0] -= fmag * dx
                f[j, 1] -= fmag * dy
                epot += 4.0 * inv6 * (inv6 - 1.0)
    return f, epot


@njit
def verlet(pos, vel, L, dt, steps, rc=2.5):
    pos = pos.copy()
    vel = vel.copy()
    f, e = lj_forces(pos, L, rc)
    energies = np.empty(steps)
    for s in range(steps):
        vel += 0.5 * dt * f
        pos += dt * vel
        pos %= L
        f, e = lj_forces(pos, L, rc)
        vel += 0.5 * dt * f
        energies[s] = e + 0.5 * (vel ** 2).sum()
    return pos, energies


@njit
def kepler(M, e, tol=1e-12):
    E = M if e < 0.8 else math.pi
    for _ in range(50):
        d = (E - e * math.sin(E) - M) / (1 - e * math.cos(E))
        E -= d
        if abs(d) < tol:
            break
    return E


@njit(parallel=True)
def kepler_many(Ms, e):
    out = np.empty_like(Ms)
    for i in prange(Ms.size):
        out[i] = kepler(Ms[i], e)
    return out


@njit
def upwind(u0, c, dx, dt, steps):
    u = u0.copy()
    n = u.size
    nu = c * dt / dx
    for _ in range(steps):
        un = u.copy()
        for i in range(n):
            u[i] = un[i] - nu * (un[i] - un[i - 1])
    return u


# call: build_cells(np.array([[0.1, 0.2], [2.5, 3.9], [3.9, 0.1], [1.0, 1.0], [0.2, 0.3]]), 4.0, 2)
# call: lj_forces(np.array([[0.0, 0.0], [1.1, 0.0], [0.0, 1.2], [3.5, 3.6]]), 4.0, 2.5)
# call: verlet(np.array([[0.5, 0.5], [1.6, 0.5], [0.5, 1.7], [1.7, 1.8]]), np.zeros((4, 2)), 4.0, 0.001, 5)
# call: kepler(1.0, 0.3)
# call: kepler(0.5, 0.9)
# call: kepler_many(np.linspace(0.0, 6.0, 7), 0.5)
# call: upwind(np.exp(-np.linspace(-2.0, 2.0, 9) ** 2), 1.0, 0.5, 0.25, 4)

"""Particle-in-cell: cloud-in-cell charge deposition on a periodic 1-d grid, field from the density by
a cumulative sum, and the gather/push step; plus nearest-grid-point deposition in 2-d."""
import numpy as np
from numba import njit


@njit
def deposit_cic(x, q, ng, length):
    dx = length / ng
    rho = np.zeros(ng)
    for p in range(x.shape[0]):
        xi = x[p] / dx
        i = int(np.floor(xi))
        w = xi - i
        i0 = i % ng
        i1 = (i + 1) % ng
        rho[i0] += q[p] * (1.0 - w) / dx
        rho[i1] += q[p] * w / dx
    return rho


@njit
def field(rho, dx):
    e = np.cumsum(rho - rho.mean()) * dx
    e -= e.mean()
    return e


@njit
def push(x, v, q_m, ng, length, dt, nsteps):
    dx = length / ng
    q = np.full(x.shape[0], -1.0)
    for s in range(nsteps):
        rho = deposit_cic(x, q, ng, length)
        e = field(rho, dx)
        for p in range(x.shape[0]):
            xi = x[p] / dx
            i = int(xi)
            w = xi - i
            ep = (1.0 - w) * e[i % ng] + w * e[(i + 1) % ng]
            v[p] += q_m * ep * dt
            x[p] = (x[p] + v[p] * dt) % length
    return x, v


@njit
def deposit_ngp(x, q, ng, length):
    cell = (x / length * ng).astype(np.int64) % ng
    counts = np.bincount(cell, q)
    rho = np.zeros(ng)
    rho[:counts.size] = counts
    return rho * ng / length


@njit
def deposit_ngp_2d(pos, nx, ny, lx, ly):
    grid = np.zeros((nx, ny), dtype=np.int64)
    n = pos.shape[0]
    for p in range(n):
        ix = int(pos[p, 0] / lx * nx)
        iy = int(pos[p, 1] / ly * ny)
        if ix < 0 or ix >= nx or iy < 0 or iy >= ny:
            continue
        grid[ix, iy] += 1
    return grid

# call: deposit_cic(np.array([0.1, 0.55, 0.9, 0.99]), np.array([1.0, -1.0, 2.0, 1.0]), 4, 1.0)
# call: deposit_ngp(np.array([0.1, 0.55, 0.9, 0.99, 0.3]), np.array([1.0, -1.0, 2.0, 1.0, 0.5]), 4, 1.0)
# call: push(np.linspace(0.0, 1.0, 6)[:-1] + 0.01, np.zeros(5), -1.0, 8, 1.0, 0.1, 3)
# call: deposit_ngp_2d(np.array([[0.1, 0.2], [0.9, 0.9], [0.15, 0.22], [1.5, 0.1], [0.5, 0.5]]), 3, 2, 1.0, 1.0)

"""Random walks: a 1-d +/-1 walk with first-passage time, and a 2-d Gaussian walk returning the path,
the end-to-end distance and the radius of gyration."""
import math
import numpy as np
from numba import njit


@njit
def walk_1d(nsteps, seed):
    np.random.seed(seed)
    steps = np.where(np.random.random(nsteps) < 0.5, -1, 1)
    pos = np.cumsum(steps)
    first = -1
    for i in range(nsteps):
        if abs(pos[i]) >= 3:
            first = i + 1
            break
    return pos, first, pos.max(), pos.min()


@njit
def walk_2d(nsteps, sigma, seed):
    np.random.seed(seed)
    path = np.zeros((nsteps + 1, 2))
    for i in range(1, nsteps + 1):
        path[i, 0] = path[i - 1, 0] + np.random.normal(0.0, sigma)
        path[i, 1] = path[i - 1, 1] + np.random.normal(0.0, sigma)
    dx = path[-1, 0] - path[0, 0]
    dy = path[-1, 1] - path[0, 1]
    r_end = math.sqrt(dx * dx + dy * dy)
    center = path.sum(axis=0) / (nsteps + 1)
    rg2 = ((path - center) ** 2).sum(axis=1).mean()
    return path, r_end, math.sqrt(rg2)


@njit
def lattice_walk(nsteps, seed):
    np.random.seed(seed)
    dirs = np.array([[1, 0], [-1, 0], [0, 1], [0, -1]])
    choices = np.random.randint(0, 4, size=nsteps)
    pos = np.zeros((nsteps + 1, 2), dtype=np.int64)
    returns = 0
    for k, c in enumerate(choices):
        pos[k + 1] = pos[k] + dirs[c]
        if pos[k + 1, 0] == 0 and pos[k + 1, 1] == 0:
            returns += 1
    dist2 = (pos ** 2).sum(axis=1)
    return pos[-1], returns, dist2.argmax()


@njit
def mean_square_displacement(nwalkers, nsteps, seed):
    np.random.seed(seed)
    msd = np.zeros(nsteps)
    for w in range(nwalkers):
        x = 0.0
        for t in range(nsteps):
            x += np.random.standard_normal()
            msd[t] += x * x
    return msd / nwalkers

# call: walk_1d(20, 42)
# call: lattice_walk(12, 5)
# call: walk_2d(6, 0.5, 1)
# call: mean_square_displacement(50, 8, 7)

"""Particle and grid kernels with parallel loops, closures over constants and early exits."""
import math
import numpy as np
from numba import njit, prange

G = 6.674e-11
SOFT = 1e-3
BOX = np.array([10.0, 10.0, 10.0])

# call: pair_energy(np.array([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 2.0, 0.0], [9.5, 9.5, 9.5]]))
# call: grid_deposit(np.array([[0.2, 0.3], [1.7, 0.9], [2.5, 2.5], [0.99, 0.01]]), 3)
# call: first_collision(np.array([0.0, 1.0, 3.0, 3.2, 7.0]), np.array([1.0, 0.5, -1.0, 0.0, -2.0]), 10.0)
# call: row_norms_par(np.arange(12.0).reshape(4, 3))
# call: histogram_par(np.array([0.1, 0.3, 0.6, 0.9]), 4)
# call: bisect_root(2.0)
# call: leapfrog(1.0, 0.0, 0.1, 50)


@njit(parallel=True, fastmath=False)
def pair_energy(pos):
    n = pos.shape[0]
    e = 0.0
    for i in prange(n):
        for j in range(i + 1, n):
            d2 = 0.0
            for k in range(3):
                d = pos[i, k] - pos[j, k]
                d -= BOX[k] * round(d / BOX[k])
                d2 += d * d
            e += -G / math.sqrt(d2 + SOFT * SOFT)
    return e


@njit
def grid_deposit(p, n):
    rho = np.zeros((n, n))
    for q in range(p.shape[0]):
        x, y = p[q, 0], p[q, 1]
        i, j = int(math.floor(x)), int(math.floor(y))
        fx, fy = x - i, y - j
        for di, wx in ((0, 1 - fx), (1, fx)):
            for dj, wy in ((0, 1 - fy), (1, fy)):
                rho[(i + di) % n, (j + dj) % n] += wx * wy
    return rho


@njit
def first_collision(x, v, horizon):
    best_t = np.inf
    pair = (-1, -1)
    for i in range(x.shape[0] - 1):
        dv = v[i] - v[i + 1]
        if dv <= 0:
            continue
        t = (x[i + 1] - x[i]) / dv
        if t > horizon:
            continue
        if t < best_t:
            best_t = t
            pair = (i, i + 1)
            if t == 0:
                break
    return best_t, pair


@njit(parallel=True)
def row_norms_par(a):
    out = np.empty(a.shape[0])
    for i in prange(a.shape[0]):
        out[i] = np.sqrt(np.sum(a[i] ** 2))
    return out


@njit(parallel=True)
def histogram_par(x, nb):
    # Iterations that fall into the same bin race in Numba (and may lose a count), so the
    # call gives every element a bin of its own; pygo's update is atomic either way.
    counts = np.zeros(nb, dtype=np.int64)
    for i in prange(x.shape[0]):
        b = min(int(x[i] * nb), nb - 1)
        counts[b] += 1
    return counts


@njit
def bisect_root(c):
    def f(x):
        return x * x - c

    lo, hi = 0.0, max(1.0, c)
    it = 0
    while hi - lo > 1e-12:
        mid = 0.5 * (lo + hi)
        if f(mid) > 0:
            hi = mid
        else:
            lo = mid
        it += 1
    return lo, it


@njit
def leapfrog(x, v, dt, steps):
    xs = np.empty(steps)
    a = -x
    for s in range(steps):
        v += 0.5 * dt * a
        x += dt * v
        a = -x
        v += 0.5 * dt * a
        xs[s] = x
    return xs[-1], v, xs.min(), xs.argmax()

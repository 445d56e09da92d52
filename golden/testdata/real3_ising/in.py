"""2-d Ising model: a random +-1 spin lattice as int8, checkerboard-free Metropolis sweeps with
periodic boundaries and a precomputed acceptance table, energy and magnetisation measured after
each sweep, and a small temperature scan."""
import math
import numpy as np
from numba import njit


@njit
def random_spins(n, seed):
    np.random.seed(seed)
    s = np.where(np.random.random((n, n)) < 0.5, -1, 1)
    return s.astype(np.int8)


@njit
def energy(s):
    n = s.shape[0]
    e = 0
    for i in range(n):
        for j in range(n):
            e -= s[i, j] * (s[(i + 1) % n, j] + s[i, (j + 1) % n])
    return e


@njit
def sweep(s, accept):
    n = s.shape[0]
    flips = 0
    for _ in range(n * n):
        i = np.random.randint(0, n)
        j = np.random.randint(0, n)
        nb = s[(i + 1) % n, j] + s[(i - 1) % n, j] + s[i, (j + 1) % n] + s[i, (j - 1) % n]
        de = 2 * s[i, j] * nb
        if de <= 0 or np.random.random() < accept[de // 4]:
            s[i, j] = -s[i, j]
            flips += 1
    return flips


@njit
def simulate(n, temp, n_sweeps, seed):
    s = random_spins(n, seed)
    accept = np.zeros(3)
    for k in range(3):
        accept[k] = math.exp(-4.0 * k / temp)
    es = np.empty(n_sweeps)
    ms = np.empty(n_sweeps)
    total_flips = 0
    for t in range(n_sweeps):
        total_flips += sweep(s, accept)
        es[t] = energy(s) / (n * n)
        ms[t] = abs(np.sum(s)) / (n * n)
    return es, ms, total_flips, s


@njit
def temperature_scan(temps, n, n_sweeps, seed):
    out = np.empty((temps.shape[0], 2))
    for k in range(temps.shape[0]):
        es, ms, _, _ = simulate(n, temps[k], n_sweeps, seed + k)
        half = n_sweeps // 2
        out[k, 0] = es[half:].mean()
        out[k, 1] = ms[half:].mean()
    return out

# call: energy(np.array([[1, -1, 1], [1, 1, -1], [-1, 1, 1]], dtype=np.int8))
# call: simulate(6, 2.0, 5, 42)
# call: temperature_scan(np.array([1.0, 2.27, 5.0]), 5, 6, 7)

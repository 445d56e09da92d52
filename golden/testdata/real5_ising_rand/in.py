"""Metropolis Ising sweeps with np.random.randint pairs and np.random.random acceptance, periodic neighbours by modulo."""
import numpy as np
from numba import njit


@njit
def ising(L, T, sweeps, seed):
    np.random.seed(seed)
    s = np.where(np.random.random((L, L)) < 0.5, -1, 1)
    E = 0
    for _ in range(sweeps * L * L):
        i = np.random.randint(0, L)
        j = np.random.randint(0, L)
        nb = s[(i + 1) % L, j] + s[(i - 1) % L, j] + s[i, (j + 1) % L] + s[i, (j - 1) % L]
        dE = 2 * s[i, j] * nb
        if dE <= 0 or np.random.random() < np.exp(-dE / T):
            s[i, j] = -s[i, j]
    for i in range(L):
        for j in range(L):
            E -= s[i, j] * (s[(i + 1) % L, j] + s[i, (j + 1) % L])
    return s.sum(), E

# call: ising(6, 2.0, 20, 1)

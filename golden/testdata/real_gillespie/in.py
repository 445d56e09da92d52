"""Gillespie stochastic simulation (SSA) of a birth-death process and of a two-species reaction network
with a stoichiometry matrix; trajectories are recorded into preallocated arrays."""
import math
import numpy as np
from numba import njit


@njit
def birth_death(k_birth, k_death, x0, t_max, max_steps, seed):
    np.random.seed(seed)
    times = np.zeros(max_steps)
    counts = np.zeros(max_steps, dtype=np.int64)
    t = 0.0
    x = x0
    times[0] = t
    counts[0] = x
    n = 1
    while t < t_max and n < max_steps:
        a1 = k_birth
        a2 = k_death * x
        a0 = a1 + a2
        if a0 <= 0.0:
            break
        r1 = np.random.random()
        r2 = np.random.random()
        t += -math.log(r1) / a0
        if r2 * a0 < a1:
            x += 1
        else:
            x -= 1
        times[n] = t
        counts[n] = x
        n += 1
    return times[:n], counts[:n]


@njit
def propensities(rates, state, out):
    out[0] = rates[0]
    out[1] = rates[1] * state[0]
    out[2] = rates[2] * state[0] * state[1]
    out[3] = rates[3] * state[1]


@njit
def ssa(rates, stoich, x0, n_steps, seed):
    np.random.seed(seed)
    n_reac, n_species = stoich.shape
    state = x0.copy()
    traj = np.empty((n_steps + 1, n_species), dtype=x0.dtype)
    traj[0] = state
    t = 0.0
    a = np.empty(n_reac)
    fired = np.zeros(n_reac, dtype=np.int64)
    for step in range(n_steps):
        propensities(rates, state, a)
        a0 = a.sum()
        if a0 == 0.0:
            traj[step + 1:] = state
            break
        t += np.random.exponential(1.0 / a0)
        r = np.random.random() * a0
        j = 0
        acc = a[0]
        while acc < r:
            j += 1
            acc += a[j]
        state += stoich[j]
        fired[j] += 1
        traj[step + 1] = state
    return traj, fired, t

# call: birth_death(2.0, 0.1, 5, 3.0, 50, 3)
# call: birth_death(0.0, 1.0, 3, 100.0, 10, 1)
# call: ssa(np.array([1.0, 0.5, 0.01, 0.3]), np.array([[1, 0], [-1, 1], [0, -1], [0, -1]]), np.array([10, 2]), 12, 11)

"""Lotka-Volterra stochastic simulation with np.random.exponential waiting times and reaction choice."""
import numpy as np
from numba import njit


@njit
def lotka_volterra(x0, y0, rates, t_end, seed):
    np.random.seed(seed)
    x, y = x0, y0
    t = 0.0
    events = 0
    while t < t_end and events < 10000:
        a = np.array([rates[0] * x, rates[1] * x * y, rates[2] * y])
        a0 = a.sum()
        if a0 == 0.0:
            break
        t += np.random.exponential(1.0 / a0)
        r = np.random.random() * a0
        if r < a[0]:
            x += 1
        elif r < a[0] + a[1]:
            x -= 1
            y += 1
        else:
            y -= 1
        events += 1
    return x, y, events

# call: lotka_volterra(50, 20, np.array([1.0, 0.02, 0.5]), 2.0, 4)

"""Simulated annealing for a small TSP with 2-opt reversals, random acceptance and a cooling schedule."""
import math
import random
import numpy as np
from numba import njit


@njit
def tour_len(d, t):
    s = 0.0
    for i in range(t.shape[0]):
        s += d[t[i], t[(i + 1) % t.shape[0]]]
    return s


@njit
def anneal(xy, iters, seed):
    random.seed(seed)
    n = xy.shape[0]
    d = np.empty((n, n))
    for i in range(n):
        for j in range(n):
            d[i, j] = math.sqrt((xy[i, 0] - xy[j, 0]) ** 2 + (xy[i, 1] - xy[j, 1]) ** 2)
    t = np.arange(n)
    cur = tour_len(d, t)
    T = 1.0
    for k in range(iters):
        i = random.randint(0, n - 2)
        j = random.randint(i + 1, n - 1)
        cand = t.copy()
        cand[i:j + 1] = t[i:j + 1][::-1]
        c = tour_len(d, cand)
        if c < cur or random.random() < math.exp((cur - c) / T):
            t = cand
            cur = c
        T *= 0.995
    return cur, t

# call: anneal(np.array([[0.0, 0.0], [1.0, 5.0], [5.0, 2.0], [6.0, 6.0], [8.0, 3.0], [2.0, 8.0]]), 300, 5)

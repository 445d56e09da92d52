"""Conway's Game of Life on int arrays: a bounded step with explicit neighbour loops, and a toroidal step
written with modulo indexes and whole-array boolean expressions."""
import numpy as np
from numba import njit


@njit
def step(g):
    n, m = g.shape
    out = np.zeros_like(g)
    for i in range(n):
        for j in range(m):
            c = 0
            for di in range(-1, 2):
                for dj in range(-1, 2):
                    if di == 0 and dj == 0:
                        continue
                    ii = i + di
                    jj = j + dj
                    if 0 <= ii < n and 0 <= jj < m:
                        c += g[ii, jj]
            if g[i, j] == 1 and (c == 2 or c == 3):
                out[i, j] = 1
            elif g[i, j] == 0 and c == 3:
                out[i, j] = 1
    return out


@njit
def torus(g, steps):
    n, m = g.shape
    for s in range(steps):
        nb = np.zeros_like(g)
        for i in range(n):
            for j in range(m):
                for di in range(-1, 2):
                    for dj in range(-1, 2):
                        if di != 0 or dj != 0:
                            nb[i, j] += g[(i + di) % n, (j + dj) % m]
        g = ((nb == 3) | ((g == 1) & (nb == 2))).astype(np.int64)
    return g, g.sum()

# call: step(np.array([[0, 0, 0], [1, 1, 1], [0, 0, 0]]))
# call: step(np.array([[0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [1, 1, 1, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]], dtype=np.int32))
# call: step(np.ones((2, 2), dtype=np.int64))
# call: torus(np.array([[0, 1, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0], [1, 1, 1, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]), 4)
# call: torus(np.eye(4, dtype=np.int64), 1)

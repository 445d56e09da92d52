"""Record arrays: fields of one record through a field view (a['x'][i], a.x[i, j]) read, written and updated in place, also for packed dtypes; a.shape, a.size, a.ndim, a.itemsize, a.strides."""
import numpy as np
from numba import njit


@njit
def kinetic(p):
    e = 0.0
    for i in range(p.shape[0]):
        e += 0.5 * p['m'][i] * (p['vx'][i] ** 2 + p['vy'][i] ** 2)
    return e, p.size, p.ndim, p.itemsize, p.strides, len(p)


@njit
def step(p, dt):
    for i in range(p.size):
        p['x'][i] += dt * p['vx'][i]
        p['y'][i] = p['y'][i] + dt * p['vy'][i]
        if p['x'][i] > 1.0:
            p['vx'][i] = -p['vx'][i]
        p['kind'][i] *= 2
    return p[0].x, p[2].x, p[2].vx, p[1].kind


@njit
def grid_sum(g):
    n, m = g.shape
    s = 0.0
    c = 0
    for i in range(n):
        for j in range(m):
            s += g['w'][i, j]
            c += g['n'][i, j]
            g['n'][i, -1 - j] = i * m + j
    return s, c, g[1, 0].n, g.strides


# call: kinetic(np.array([(0.1, 0.2, 1.0, 0.0, 2.0, 0), (0.5, 0.5, -1.0, 2.0, 1.0, 1), (0.9, 0.1, 0.5, 0.5, 3.0, 1)], dtype=[('x', 'f8'), ('y', 'f8'), ('vx', 'f8'), ('vy', 'f8'), ('m', 'f8'), ('kind', 'i4')]))
# call: kinetic(np.array([(0.1, 0.2, 1.0, 0.0, 2.0, 0)], dtype=np.dtype([('x', 'f8'), ('y', 'f8'), ('vx', 'f8'), ('vy', 'f8'), ('m', 'f8'), ('kind', 'i4')], align=True)))
# call: step(np.array([(0.1, 0.2, 1.0, 0.0, 2.0, 0), (0.5, 0.5, -1.0, 2.0, 1.0, 1), (0.95, 0.1, 0.5, 0.5, 3.0, 3)], dtype=[('x', 'f8'), ('y', 'f8'), ('vx', 'f8'), ('vy', 'f8'), ('m', 'f8'), ('kind', 'i4')]), 0.2)
# call: grid_sum(np.array([[(1.5, 2), (2.5, 3)], [(-1.0, 4), (0.25, 5)]], dtype=[('w', 'f8'), ('n', 'i2')]))

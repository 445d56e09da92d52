"""Real-style structured arrays: particles as records, field views, sorting by a field, per-species stats."""
import numpy as np
from numba import njit


@njit
def kinetic(p):
    e = 0.0
    for i in range(p.shape[0]):
        r = p[i]
        e += 0.5 * r.m * (r.vx * r.vx + r.vy * r.vy)
    return e


@njit
def step(p, dt):
    for i in range(len(p)):
        p[i].x += dt * p[i].vx
        p[i].y += dt * p[i].vy
        if p[i].x < 0.0 or p[i].x > 1.0:
            p[i].vx = -p[i].vx
    return p['x'].copy(), p['y'].sum()


@njit
def heaviest(p):
    k = np.argmax(p['m'])
    return p[k].kind, p[k].m


@njit
def species_mean_speed(p, nkinds):
    tot = np.zeros(nkinds)
    cnt = np.zeros(nkinds, dtype=np.int64)
    speed = np.sqrt(p['vx'] ** 2 + p['vy'] ** 2)
    for i in range(p.size):
        tot[p[i]['kind']] += speed[i]
        cnt[p['kind'][i]] += 1
    return tot / np.maximum(cnt, 1)


# call: kinetic(np.array([(0.1, 0.2, 1.0, 0.0, 2.0, 0), (0.5, 0.5, -1.0, 2.0, 1.0, 1), (0.9, 0.1, 0.5, 0.5, 3.0, 1)], dtype=[('x', 'f8'), ('y', 'f8'), ('vx', 'f8'), ('vy', 'f8'), ('m', 'f8'), ('kind', 'i4')]))
# call: step(np.array([(0.1, 0.2, 1.0, 0.0, 2.0, 0), (0.5, 0.5, -1.0, 2.0, 1.0, 1), (0.95, 0.1, 0.5, 0.5, 3.0, 1)], dtype=[('x', 'f8'), ('y', 'f8'), ('vx', 'f8'), ('vy', 'f8'), ('m', 'f8'), ('kind', 'i4')]), 0.2)
# call: heaviest(np.array([(0.1, 0.2, 1.0, 0.0, 2.0, 0), (0.5, 0.5, -1.0, 2.0, 1.0, 1), (0.9, 0.1, 0.5, 0.5, 3.0, 1)], dtype=[('x', 'f8'), ('y', 'f8'), ('vx', 'f8'), ('vy', 'f8'), ('m', 'f8'), ('kind', 'i4')]))
# call: species_mean_speed(np.array([(0.1, 0.2, 1.0, 0.0, 2.0, 0), (0.5, 0.5, -1.0, 2.0, 1.0, 1), (0.9, 0.1, 0.5, 0.5, 3.0, 1)], dtype=[('x', 'f8'), ('y', 'f8'), ('vx', 'f8'), ('vy', 'f8'), ('m', 'f8'), ('kind', 'i4')]), 3)

"""Field views of packed record dtypes (offsets that are not multiples of the field's size) read where they stand: reductions, ufuncs, arithmetic, fancy and mask indexing, methods, 2-d arrays."""
import numpy as np
from numba import njit


@njit
def summary(p):
    speed = np.sqrt(p['vx'] ** 2 + p.vy ** 2)
    k = np.argmax(p['m'])
    return p['x'].copy(), p['y'].sum(), k, p[k].kind, speed, p['m'][p['kind'] > 0].mean()


@njit
def by_kind(p, nkinds):
    tot = np.zeros(nkinds)
    for i in range(p.size):
        tot[p['kind'][i]] += p['m'][i]
    order = np.argsort(p['x'])
    return tot, order, p['x'][order], p['kind'].max() + 1, np.mean(p['vx'] * p['m'])


@njit
def grid(g):
    return g['w'].sum(axis=0), g['n'] * 2, g['w'].T.copy(), g['w'][:, 1].sum(), g['n'].shape


# call: summary(np.array([(0.1, 0.2, 1.0, 0.0, 2.0, 0), (0.5, 0.5, -1.0, 2.0, 1.0, 1), (0.9, 0.1, 0.5, 0.5, 3.0, 1)], dtype=[('x', 'f8'), ('y', 'f8'), ('vx', 'f8'), ('vy', 'f8'), ('m', 'f8'), ('kind', 'i4')]))
# call: by_kind(np.array([(0.7, 0.2, 1.0, 0.0, 2.0, 0), (0.5, 0.5, -1.0, 2.0, 1.0, 2), (0.9, 0.1, 0.5, 0.5, 3.0, 1), (0.1, 0.1, 0.5, 0.5, 4.0, 2)], dtype=[('x', 'f8'), ('y', 'f8'), ('vx', 'f8'), ('vy', 'f8'), ('m', 'f8'), ('kind', 'i4')]), 3)
# call: grid(np.array([[(1.5, 2), (2.5, 3), (0.5, 1)], [(-1.0, 4), (0.25, 5), (8.0, -1)]], dtype=[('w', 'f8'), ('n', 'i2')]))

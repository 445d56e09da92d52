"""Record (structured) arrays: a[i].x and a[i]['x'] reads and writes, a record variable as a reference into its array, records passed to a helper, augmented field assignment, int and float fields in arithmetic, len, negative indexes, packed and aligned dtypes."""
import numpy as np
from numba import njit


@njit
def weighted(a):
    s = 0.0
    for i in range(len(a)):
        s += a[i].w * a[i]['n']
    return s


@njit
def last_n(a):
    return a[-1].n


@njit
def bump(r, dw):
    r.w += dw
    r['n'] = r.n * 2 + 1


@njit
def update(a, i, w):
    r = a[i]
    r.w = w
    bump(a[0], 0.5)
    return a[i].w + a[0].n


@njit
def fill(a, k):
    for i in range(len(a)):
        a[i].n = i * k
        a[i]['w'] = i / k
    return len(a)


# call: weighted(np.array([(1.5, 2), (-0.25, 4), (3.0, -1)], dtype=[('w', 'f8'), ('n', 'i4')]))
# call: weighted(np.array([(1.5, 2), (-0.25, 4)], dtype=np.dtype([('w', 'f8'), ('n', 'i4')], align=True)))
# call: weighted(np.zeros(0, dtype=[('w', 'f8'), ('n', 'i4')]))
# call: last_n(np.array([(1.5, 2), (-0.25, 4), (3.0, -7)], dtype=[('w', 'f8'), ('n', 'i4')]))
# call: last_n(np.array([(1, 2.0), (3, 4.0)], dtype=[('n', 'u1'), ('w', 'f4')]))
# call: update(np.array([(1.5, 2), (-0.25, 4), (3.0, -1)], dtype=[('w', 'f8'), ('n', 'i4')]), 2, 9.75)
# call: update(np.array([(1.5, 2), (-0.25, 4), (3.0, -1)], dtype=[('w', 'f8'), ('n', 'i4')]), -3, 1.0)
# call: update(np.array([(1, 2.0)], dtype=[('n', 'i2'), ('w', 'f4')]), 0, 2.5)
# call: fill(np.zeros(4, dtype=[('n', 'i8'), ('pad', 'u1'), ('w', 'f8')]), 3)

"""a[i] on 2- and 3-d arrays gives a row (a plane) view: read it, index it again, take its shape, assign to it."""
import numpy as np
from numba import njit


@njit
def rows2(m, i):
    r = m[i]
    return r, r[0], r.shape, m[i][-1]


@njit
def rows3(c, i):
    p = c[i]
    return p, p[1], c[i][-1][0], p.shape, c[i, 1]


@njit
def row_write(m):
    for i in range(m.shape[0]):
        m[i] = i
    m[0] = m[-1]
    m[-1][0] = 100
    return m

# call: rows2(np.arange(6.0).reshape(2, 3), 1)
# call: rows2(np.arange(12).reshape(4, 3), -4)
# call: rows3(np.arange(24).reshape(2, 3, 4), -1)
# call: rows3(np.arange(12.0).reshape(3, 2, 2), 0)
# call: row_write(np.zeros((3, 2), dtype=np.int64))

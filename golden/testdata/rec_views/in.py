"""Field views of record arrays, a.x and a['x']: ordinary arrays over the records' own bytes (align=True dtypes, and packed dtypes whose fields fit their size), read by NumPy functions and written through."""
import numpy as np
from numba import njit


@njit
def total(a):
    return np.sum(a.w) + a['n'].sum()


@njit
def scale(a, k):
    w = a.w
    for i in range(len(w)):
        w[i] *= k
    a['n'][0] = 100
    return w.max()


@njit
def mean_n(a):
    return np.mean(a.n)


# call: total(np.array([(1.5, 2), (-0.25, 4), (3.0, -1)], dtype=np.dtype([('w', 'f8'), ('n', 'i4')], align=True)))
# call: total(np.array([(2, 1.5), (4, 2.5)], dtype=[('n', 'i4'), ('w', 'f4')]))
# call: scale(np.array([(1.5, 2), (-0.25, 4), (3.0, -1)], dtype=np.dtype([('w', 'f8'), ('n', 'i4')], align=True)), 2.0)
# call: scale(np.array([(1, -2.0)], dtype=np.dtype([('n', 'i8'), ('w', 'f8')])), -0.5)
# call: mean_n(np.array([(1.5, 2), (-0.25, 5)], dtype=np.dtype([('w', 'f8'), ('n', 'i4')], align=True)))

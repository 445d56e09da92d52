"""Boolean masks and fancy indexing: a[a > t] = 0, a[idx], np.where(cond) one-argument form, np.nonzero."""
import numpy as np
from numba import njit


@njit
def clean(a, t):
    b = a.copy()
    b[b > t] = 0.0
    idx = np.where(a > t)[0]
    picked = a[idx]
    nz = np.nonzero(b)[0]
    b[nz[:2]] = -1.0
    return b, idx, picked, a[a < 0].sum(), np.count_nonzero(b)

# call: clean(np.array([0.5, 3.0, -1.0, 7.0, 2.0, -4.0]), 2.5)

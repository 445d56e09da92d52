"""np.nonzero and np.where with one argument on a 2-d mask, np.argwhere, and fancy indexing by the index arrays."""
import numpy as np
from numba import njit


@njit
def peaks2d(a, thr):
    rows, cols = np.nonzero(a > thr)
    r2, c2 = np.where(a > thr)
    vals = np.empty(rows.shape[0])
    for t in range(rows.shape[0]):
        vals[t] = a[rows[t], cols[t]]
    return rows, cols, vals, (r2 == rows).all() and (c2 == cols).all(), np.argwhere(a > thr)

# call: peaks2d(np.array([[0.1, 0.9, 0.2], [0.8, 0.3, 0.95], [0.0, 0.6, 0.1]]), 0.5)

"""A dict keyed by (int, int) tuples counting grid cells of points, then the most occupied cell."""
import numpy as np
from numba import njit


@njit
def cells(pts, h):
    d = dict()
    for i in range(pts.shape[0]):
        key = (int(np.floor(pts[i, 0] / h)), int(np.floor(pts[i, 1] / h)))
        if key in d:
            d[key] += 1
        else:
            d[key] = 1
    best = (0, 0)
    bc = -1
    for k, v in d.items():
        if v > bc or (v == bc and k < best):
            best = k
            bc = v
    return best, bc, len(d)

# call: cells(np.array([[0.1, 0.2], [0.3, 0.1], [1.5, 1.5], [0.2, 0.4], [1.6, 1.1], [-0.5, 0.2]]), 1.0)

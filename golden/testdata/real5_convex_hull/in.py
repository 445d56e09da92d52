"""Monotone-chain convex hull with np.lexsort-free argsort ordering and a list used as a stack."""
import numpy as np
from numba import njit


@njit
def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


@njit
def convex_hull(pts):
    order = np.argsort(pts[:, 0] * 1e6 + pts[:, 1])
    p = pts[order]
    lower = []
    for k in range(p.shape[0]):
        while len(lower) >= 2 and cross(p[lower[-2]], p[lower[-1]], p[k]) <= 0:
            lower.pop()
        lower.append(k)
    upper = []
    for k in range(p.shape[0] - 1, -1, -1):
        while len(upper) >= 2 and cross(p[upper[-2]], p[upper[-1]], p[k]) <= 0:
            upper.pop()
        upper.append(k)
    idx = lower[:-1] + upper[:-1]
    out = np.empty((len(idx), 2))
    for i in range(len(idx)):
        out[i] = p[idx[i]]
    return out

# call: convex_hull(np.array([[0.0, 0.0], [1.0, 1.0], [2.0, 2.0], [2.0, 0.0], [0.0, 2.0], [1.0, 0.5], [0.5, 1.5]]))

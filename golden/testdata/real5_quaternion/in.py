"""Quaternion rotation of 3-d points with tuple arithmetic helpers and a normalised axis."""
import math
import numpy as np
from numba import njit


@njit
def qmul(a, b):
    w1, x1, y1, z1 = a
    w2, x2, y2, z2 = b
    return (w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2,
            w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
            w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2,
            w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2)


@njit
def rotate(points, axis, angle):
    ax = axis / np.linalg.norm(axis)
    s = math.sin(angle / 2)
    q = (math.cos(angle / 2), ax[0] * s, ax[1] * s, ax[2] * s)
    qc = (q[0], -q[1], -q[2], -q[3])
    out = np.empty_like(points)
    for i in range(points.shape[0]):
        p = (0.0, points[i, 0], points[i, 1], points[i, 2])
        r = qmul(qmul(q, p), qc)
        out[i, 0], out[i, 1], out[i, 2] = r[1], r[2], r[3]
    return out

# call: rotate(np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [1.0, 2.0, 3.0]]), np.array([0.0, 0.0, 2.0]), 1.5707963267948966)

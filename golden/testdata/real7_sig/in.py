"""Signal idioms: convolve/correlate, trapz, interp, cross, kron, masking with nonzero/argwhere."""
import numpy as np
from numba import njit


@njit
def filt(x, k):
    full = np.convolve(x, k)
    valid = np.correlate(x, k)
    return full, valid, np.trapz(x), np.trapz(x, dx=0.5)


@njit
def geom(a, b, xs):
    c = np.cross(a, b)
    kr = np.kron(np.eye(2), np.array([[1.0, 2.0], [3.0, 4.0]]))
    yi = np.interp(xs, np.array([0.0, 1.0, 2.0]), np.array([0.0, 10.0, 5.0]))
    return c, kr.sum(axis=0), yi


@njit
def mask_ops(a, thr):
    m = a > thr
    nz = np.nonzero(m)
    aw = np.argwhere(m)
    b = a.ravel().copy()
    b[m.ravel()] = 0.0
    flat = np.flatnonzero(a < thr)
    return nz[0], aw, b, flat, np.count_nonzero(m)


# call: filt(np.array([1.0, 2.0, 3.0, 4.0, 5.0]), np.array([0.25, 0.5, 0.25]))
# call: filt(np.array([1.0, -1.0]), np.array([2.0, 1.0, 0.5]))
# call: geom(np.array([1.0, 0.0, 0.0]), np.array([0.0, 1.0, 0.0]), np.array([-1.0, 0.5, 1.5, 3.0]))
# call: mask_ops(np.array([[0.1, 0.9], [0.5, 0.7]]), 0.5)
# call: mask_ops(np.array([[0.1, 0.2]]), 0.5)

"""Picking and testing elements: np.argwhere, ediff1d, extract,
intersect1d, digitize (left and right), tril/triu_indices (and _from), isneginf, isposinf,
iscomplexobj, isrealobj and isscalar."""
import numpy as np
from numba import njit


@njit
def picks(m, v):
    return np.argwhere(m), np.ediff1d(v), np.extract(m > 2, m)


@njit
def sets(a, b):
    return np.intersect1d(a, b), np.intersect1d(b, a)


@njit
def digit(x, bins):
    return np.digitize(x, bins), np.digitize(x, bins, True)


@njit
def tri_idx(n, m, a):
    return np.tril_indices(n), np.triu_indices(n, 1), np.tril_indices(n, -1, m), np.triu_indices_from(a), np.tril_indices_from(a, 1)


@njit
def preds(v, x, z):
    return (np.isneginf(v), np.isposinf(v), np.isneginf(x * np.inf), np.isposinf(x), np.iscomplexobj(z),
            np.iscomplexobj(v), np.isrealobj(v), np.isscalar(x), np.isscalar(v))

# call: picks(np.array([[0, 3], [4, 0], [5, 1]]), np.array([1.0, np.nan, 4.0, np.inf, -np.inf, 2.0]))
# call: sets(np.array([3, 1, 2, 3, 7]), np.array([7, 5, 3, 3]))
# call: sets(np.array([0.5, 2.5]), np.array([1.0]))
# call: digit(np.array([0.2, 6.4, 3.0, 1.6, 1.0, 10.0]), np.array([0.0, 1.0, 2.5, 4.0, 10.0]))
# call: tri_idx(3, 4, np.zeros((2, 3)))
# call: preds(np.array([-np.inf, 0.0, np.inf, np.nan]), -2.0, np.array([1j]))

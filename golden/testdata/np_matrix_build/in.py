"""Matrix builders and rearrangements: np.diag (both ways, with k), tri, tril, triu, vander,
rot90, flip, fliplr and flipud (views that write through)."""
import numpy as np
from numba import njit


@njit
def diags(v, m):
    return np.diag(v), np.diag(v, 1), np.diag(v, -2), np.diag(m), np.diag(m, 1), np.diag(m, -1), np.diag(m, 5)


@njit
def triangles(m, k):
    return np.tri(3), np.tri(2, 4), np.tri(3, 3, k), np.tril(m), np.tril(m, k), np.triu(m), np.triu(m, -k)


@njit
def vanders(x):
    return np.vander(x), np.vander(x, 2), np.vander(x, 4, True)


@njit
def rotations(m):
    return np.rot90(m), np.rot90(m, 2), np.rot90(m, 3), np.rot90(m, -1), np.rot90(m, 4)


@njit
def flips(m):
    a = np.flip(m)
    b = np.fliplr(m)
    c = np.flipud(m)
    s = a.sum() + b[0, 0] + c[0, 0]
    b[0, 0] = 100.0
    return a.copy(), b.copy(), c.copy(), s, m


@njit
def flip1(v):
    return np.flip(v), np.flipud(v)

# call: diags(np.array([1.0, 2.0, 3.0]), np.arange(12.0).reshape(3, 4))
# call: diags(np.array([4, 5]), np.arange(6).reshape(2, 3))
# call: triangles(np.arange(1.0, 13.0).reshape(3, 4), 1)
# call: triangles(np.arange(1, 10).reshape(3, 3), 0)
# call: vanders(np.array([1.0, 2.0, 3.0, 0.5]))
# call: vanders(np.array([2, -3, 5], dtype=np.int32))
# call: rotations(np.arange(6.0).reshape(2, 3))
# call: flips(np.arange(6.0).reshape(2, 3))
# call: flip1(np.array([1, 2, 3, 4]))

"""Real-style mixed idioms: explicit signatures from numba.types, enumerate(zip), negative-step 2-D slices, one-argument np.where, concatenate along an axis, argsort kinds."""
import numpy as np
import numba as nb
from numba import njit, types

TABLE = np.array([1.5, -2.0, 0.25, 4.0])
SHAPE = (2, 3)


@nb.njit(types.float64(types.float64[:], types.float64[:]), cache=True)
def wdot(x, w):
    acc = 0.0
    for i, (a, b) in enumerate(zip(x, w)):
        acc += (i + 1) * a * b
    return acc


@nb.jit(nopython=True)
def flip_block(a):
    return a[::-1, 1:3].copy(), a[:, ::-2].sum()


@njit
def where_idx(a, t):
    idx = np.where(a > t)
    return idx[0], a[idx]


@njit
def cat_axis(a, b):
    return np.concatenate((a, b), axis=1), np.vstack((a, b)).shape


@njit
def rank_stable(x):
    order = np.argsort(x, kind='mergesort')
    ranks = np.empty(x.size, dtype=np.int64)
    ranks[order] = np.arange(x.size)
    return ranks


@njit
def lookup(i):
    return TABLE[i % TABLE.size] * SHAPE[1]


@njit
def grid(n):
    out = np.zeros(SHAPE + (n,))
    for idx in np.ndindex(out.shape):
        out[idx] = idx[0] * 100 + idx[1] * 10 + idx[2]
    return out.reshape(-1)[::5]


@njit
def searchsorted_bins(edges, x):
    i = np.searchsorted(edges, x, side='right') - 1
    return np.clip(i, 0, edges.size - 2)


# call: wdot(np.array([1.0, 2.0, 3.0]), np.array([0.5, 0.25, 2.0]))
# call: flip_block(np.arange(20.0).reshape(4, 5))
# call: where_idx(np.array([3.0, -1.0, 7.0, 0.5, 9.0]), 1.0)
# call: cat_axis(np.ones((2, 2)), np.zeros((2, 3)))
# call: rank_stable(np.array([3.0, 1.0, 3.0, 2.0, 1.0]))
# call: lookup(6)
# call: grid(2)
# call: searchsorted_bins(np.array([0.0, 1.0, 2.5, 4.0]), np.array([-1.0, 0.0, 1.0, 3.0, 4.0, 9.0]))

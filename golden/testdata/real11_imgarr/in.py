"""Image and array idioms: padding, stacking, boolean masks with reductions, argwhere, clip,
rot90/flip, cumulative sums over axes, and outer products."""
import numpy as np
from numba import njit

# call: pad_edges(np.arange(6.0).reshape(2, 3))
# call: mask_stats(np.array([[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]]))
# call: stack_rows(np.array([1.0, 2.0]), np.array([3.0, 4.0]))
# call: integral_image(np.arange(9.0).reshape(3, 3))
# call: flip_rot(np.arange(6).reshape(2, 3))
# call: outer_norm(np.array([1.0, 2.0, 3.0]), np.array([0.5, -1.0]))
# call: where_big(np.array([[0.1, 0.9], [0.7, 0.2]]), 0.5)


@njit
def pad_edges(a):
    h, w = a.shape
    out = np.zeros((h + 2, w + 2))
    out[1:-1, 1:-1] = a
    out[0, 1:-1] = a[0]
    out[-1, 1:-1] = a[-1]
    out[:, 0] = out[:, 1]
    out[:, -1] = out[:, -2]
    return out


@njit
def mask_stats(a):
    pos = a > 0
    flat = a.ravel()
    return flat[pos.ravel()].sum(), np.count_nonzero(pos), np.where(pos, a, 0.0).max(), np.abs(flat[~pos.ravel()]).mean()


@njit
def stack_rows(x, y):
    return np.vstack((x, y)), np.column_stack((x, y)), np.concatenate((x, y)), np.stack((x, y), axis=1)


@njit
def integral_image(img):
    out = img.copy()
    for i in range(1, out.shape[0]):
        out[i] += out[i - 1]
    for j in range(1, out.shape[1]):
        out[:, j] += out[:, j - 1]
    return out, np.cumsum(img)


@njit
def flip_rot(a):
    return np.fliplr(a), np.flipud(a), np.rot90(a), a.T.copy()


@njit
def outer_norm(u, v):
    m = np.outer(u, v)
    return m / np.linalg.norm(m), np.clip(m, -1.0, 1.0)


@njit
def where_big(a, t):
    idx = np.argwhere(a > t)
    return idx, a.ravel()[np.flatnonzero(a > t)]

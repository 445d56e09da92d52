"""Array assembly idioms: vstack/hstack/column_stack, reshape(-1, k), sort descending, argsort of negated keys, np.roll, np.repeat, np.tile-free loops."""
import numpy as np
from numba import njit


@njit
def assemble(a, b):
    v = np.vstack((a, b))
    h = np.hstack((a, b))
    cs = np.column_stack((a, b))
    r = h.reshape(-1, 2)
    return v, h, cs, r.T.copy()


@njit
def ranking(scores, k):
    desc = np.sort(scores)[::-1]
    order = np.argsort(-scores)
    top = order[:k]
    ranks = np.empty_like(order)
    ranks[order] = np.arange(scores.shape[0])
    return desc, top, ranks, np.roll(scores, 1), np.repeat(top, 2)


@njit
def moving_window(x, w):
    n = x.shape[0] - w + 1
    out = np.empty((n, w))
    for i in range(n):
        out[i, :] = x[i:i + w]
    spread = np.empty(n)
    for i in range(n):
        spread[i] = out[i].max() - out[i].min()
    return out.sum(axis=1) / w, spread


# call: assemble(np.array([1.0, 2.0, 3.0]), np.array([4.0, 5.0, 6.0]))
# call: ranking(np.array([0.3, 0.9, 0.1, 0.5]), 2)
# call: ranking(np.array([1.0, 1.0, 2.0]), 1)
# call: moving_window(np.array([1.0, 3.0, 2.0, 5.0, 4.0]), 3)

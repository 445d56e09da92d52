"""Distances from every point to a few centres, one centre at a time: an axis reduction of a
broadcast expression, np.sum((x - c) ** 2, axis=1) with c a row broadcast down the columns,
inside a loop."""
import numpy as np
from numba import njit


@njit
def broadcast_axis_sum(x, centres):
    k = centres.shape[0]
    best = np.full(x.shape[0], np.inf)
    for c in range(k):
        d = np.sum((x - centres[c]) ** 2, axis=1)
        best = np.minimum(best, d)
    return best


ENTRY = "broadcast_axis_sum"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n, d, k = (30, 3, 2) if size == "small" else (200_000, 4, 8)
    return (rng.standard_normal((n, d)), rng.standard_normal((k, d)))

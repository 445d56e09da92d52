"""The n x n matrix of Euclidean distances between the rows of a point array: triple nested loops."""
import math

import numpy as np
from numba import njit


@njit
def pairwise_distances(x):
    n, d = x.shape
    out = np.empty((n, n))
    for i in range(n):
        for j in range(n):
            s = 0.0
            for k in range(d):
                t = x[i, k] - x[j, k]
                s += t * t
            out[i, j] = math.sqrt(s)
    return out


ENTRY = "pairwise_distances"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n, d = (20, 3) if size == "small" else (2000, 8)
    return (rng.standard_normal((n, d)),)

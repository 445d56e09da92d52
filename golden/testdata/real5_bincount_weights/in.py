"""Weighted group sums with np.bincount(weights=), np.searchsorted(side='right') and np.random.choice without replacement."""
import numpy as np
from numba import njit


@njit
def group_stats(groups, w, edges, seed):
    sums = np.bincount(groups, weights=w)
    counts = np.bincount(groups)
    pos = np.searchsorted(edges, w, side='right')
    np.random.seed(seed)
    pick = np.random.choice(w.shape[0], 3, replace=False)
    return sums, sums / np.maximum(counts, 1), pos, np.sort(pick)

# call: group_stats(np.array([0, 2, 2, 1, 0, 2]), np.array([1.0, 2.0, 3.0, 0.5, 4.0, 1.5]), np.array([1.0, 2.0, 3.0]), 9)

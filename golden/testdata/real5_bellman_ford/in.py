"""Bellman-Ford shortest paths over an edge list, with negative-cycle detection raising ValueError."""
import numpy as np
from numba import njit


@njit
def bellman_ford(n, src, dst, w, source):
    dist = np.full(n, np.inf)
    pred = -np.ones(n, dtype=np.int64)
    dist[source] = 0.0
    for _ in range(n - 1):
        changed = False
        for e in range(src.shape[0]):
            u, v = src[e], dst[e]
            if dist[u] + w[e] < dist[v]:
                dist[v] = dist[u] + w[e]
                pred[v] = u
                changed = True
        if not changed:
            break
    for e in range(src.shape[0]):
        if dist[src[e]] + w[e] < dist[dst[e]]:
            raise ValueError("negative cycle")
    return dist, pred

# call: bellman_ford(5, np.array([0, 0, 1, 2, 1, 3]), np.array([1, 2, 2, 3, 3, 4]), np.array([4.0, 1.0, -2.0, 3.0, 5.0, 1.0]), 0)
# call: bellman_ford(3, np.array([0, 1, 2]), np.array([1, 2, 0]), np.array([1.0, -3.0, 1.0]), 0)

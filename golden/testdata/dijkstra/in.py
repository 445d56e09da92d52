"""Dijkstra's shortest paths with heapq on a list of (dist, node) tuples over an adjacency matrix."""
import heapq
import numpy as np
from numba import njit


@njit
def dijkstra(w, src):
    n = w.shape[0]
    dist = np.full(n, np.inf)
    dist[src] = 0.0
    heap = [(0.0, src)]
    done = np.zeros(n, dtype=np.bool_)
    while len(heap) > 0:
        d, u = heapq.heappop(heap)
        if done[u]:
            continue
        done[u] = True
        for v in range(n):
            if w[u, v] > 0 and d + w[u, v] < dist[v]:
                dist[v] = d + w[u, v]
                heapq.heappush(heap, (dist[v], v))
    return dist

# call: dijkstra(np.array([[0.0, 4.0, 1.0, 0.0], [4.0, 0.0, 2.0, 5.0], [1.0, 2.0, 0.0, 8.0], [0.0, 5.0, 8.0, 0.0]]), 0)

"""All-pairs shortest paths (Floyd-Warshall) on a weight matrix with np.inf for missing edges,
with path reconstruction through a successor matrix and negative-cycle detection."""
import numpy as np
from numba import njit


@njit
def floyd_warshall(w):
    n = w.shape[0]
    dist = w.copy()
    nxt = np.full((n, n), -1, dtype=np.int64)
    for i in range(n):
        for j in range(n):
            if i == j:
                dist[i, j] = min(dist[i, j], 0.0)
            if dist[i, j] < np.inf:
                nxt[i, j] = j
    for k in range(n):
        for i in range(n):
            dik = dist[i, k]
            if dik == np.inf:
                continue
            for j in range(n):
                nd = dik + dist[k, j]
                if nd < dist[i, j]:
                    dist[i, j] = nd
                    nxt[i, j] = nxt[i, k]
    neg = False
    for i in range(n):
        if dist[i, i] < 0:
            neg = True
            break
    return dist, nxt, neg


@njit
def path(nxt, u, v):
    out = np.empty(nxt.shape[0], dtype=np.int64)
    if nxt[u, v] == -1:
        return out[:0]
    out[0] = u
    k = 1
    while u != v:
        u = nxt[u, v]
        out[k] = u
        k += 1
    return out[:k]


@njit
def shortest(w, u, v):
    dist, nxt, neg = floyd_warshall(w)
    return dist[u, v], path(nxt, u, v)

# call: floyd_warshall(np.array([[0.0, 3.0, np.inf, 7.0], [8.0, 0.0, 2.0, np.inf], [5.0, np.inf, 0.0, 1.0], [2.0, np.inf, np.inf, 0.0]]))
# call: floyd_warshall(np.array([[0.0, 1.0], [-2.0, 0.0]]))
# call: shortest(np.array([[0.0, 3.0, np.inf, 7.0], [8.0, 0.0, 2.0, np.inf], [5.0, np.inf, 0.0, 1.0], [2.0, np.inf, np.inf, 0.0]]), 1, 3)
# call: shortest(np.array([[0.0, np.inf], [1.0, 0.0]]), 0, 1)

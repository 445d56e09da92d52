"""Breadth-first search over a CSR graph with a typed List as the queue and a typed Dict of distances."""
import numpy as np
from numba import njit
from numba.typed import List, Dict
from numba import types


@njit
def bfs(indptr, indices, src):
    dist = Dict.empty(key_type=types.int64, value_type=types.int64)
    dist[src] = 0
    q = List()
    q.append(src)
    head = 0
    while head < len(q):
        u = q[head]
        head += 1
        for k in range(indptr[u], indptr[u + 1]):
            v = indices[k]
            if v not in dist:
                dist[v] = dist[u] + 1
                q.append(v)
    out = np.full(indptr.shape[0] - 1, -1)
    for k, d in dist.items():
        out[k] = d
    return out

# call: bfs(np.array([0, 2, 4, 5, 6, 6]), np.array([1, 2, 3, 0, 4, 4]), 0)
# call: bfs(np.array([0, 1, 2, 2]), np.array([1, 0]), 2)

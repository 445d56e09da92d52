"""Graph kernels on CSR arrays: BFS levels, Dijkstra with heapq, connected components by union-find."""
import heapq

import numpy as np
from numba import njit


@njit
def bfs_levels(indptr, indices, src):
    n = indptr.shape[0] - 1
    level = np.full(n, -1, dtype=np.int64)
    queue = np.empty(n, dtype=np.int64)
    head, tail = 0, 0
    queue[tail] = src
    tail += 1
    level[src] = 0
    while head < tail:
        u = queue[head]
        head += 1
        for k in range(indptr[u], indptr[u + 1]):
            v = indices[k]
            if level[v] < 0:
                level[v] = level[u] + 1
                queue[tail] = v
                tail += 1
    return level


@njit
def dijkstra(indptr, indices, weights, src):
    n = indptr.shape[0] - 1
    dist = np.full(n, np.inf)
    dist[src] = 0.0
    heap = [(0.0, src)]
    while len(heap) > 0:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for k in range(indptr[u], indptr[u + 1]):
            v = indices[k]
            nd = d + weights[k]
            if nd < dist[v]:
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist


@njit
def find(parent, x):
    root = x
    while parent[root] != root:
        root = parent[root]
    while parent[x] != root:
        nxt = parent[x]
        parent[x] = root
        x = nxt
    return root


@njit
def components(n, edges):
    parent = np.arange(n)
    for e in range(edges.shape[0]):
        a = find(parent, edges[e, 0])
        b = find(parent, edges[e, 1])
        if a != b:
            if a < b:
                parent[b] = a
            else:
                parent[a] = b
    labels = np.empty(n, dtype=np.int64)
    for i in range(n):
        labels[i] = find(parent, i)
    return labels, len(np.unique(labels))


# call: bfs_levels(np.array([0, 2, 3, 5, 6, 6]), np.array([1, 2, 3, 3, 4, 0]), 0)
# call: bfs_levels(np.array([0, 2, 3, 5, 6, 6]), np.array([1, 2, 3, 3, 4, 0]), 4)
# call: dijkstra(np.array([0, 2, 3, 5, 6, 6]), np.array([1, 2, 3, 3, 4, 0]), np.array([1.0, 4.0, 1.0, 1.5, 2.0, 1.0]), 0)
# call: components(6, np.array([[0, 1], [2, 3], [1, 3], [4, 4]]))
# call: components(3, np.zeros((0, 2), dtype=np.int64))

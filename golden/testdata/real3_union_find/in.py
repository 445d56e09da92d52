"""Union-find (disjoint sets) over an int64 parent array: find with recursive path compression
under an eager signature, union by rank, connected components of an edge list, and Kruskal's
minimum spanning tree with edges sorted by weight."""
import numpy as np
from numba import njit


@njit("int64(int64[::1], int64)")
def find(parent, x):
    if parent[x] != x:
        parent[x] = find(parent, parent[x])
    return parent[x]


@njit
def find_iter(parent, x):
    root = x
    while parent[root] != root:
        root = parent[root]
    while parent[x] != root:
        nxt = parent[x]
        parent[x] = root
        x = nxt
    return root


@njit
def union(parent, rank, a, b):
    ra = find(parent, a)
    rb = find(parent, b)
    if ra == rb:
        return False
    if rank[ra] < rank[rb]:
        ra, rb = rb, ra
    parent[rb] = ra
    if rank[ra] == rank[rb]:
        rank[ra] += 1
    return True


@njit
def components(n, edges):
    parent = np.arange(n)
    rank = np.zeros(n, dtype=np.int64)
    for e in range(edges.shape[0]):
        union(parent, rank, edges[e, 0], edges[e, 1])
    roots = np.empty(n, dtype=np.int64)
    for i in range(n):
        roots[i] = find_iter(parent, i)
    # relabel the roots as 0..k-1 in order of first appearance
    label_of = np.full(n, -1, dtype=np.int64)
    labels = np.empty(n, dtype=np.int64)
    k = 0
    for i in range(n):
        r = roots[i]
        if label_of[r] < 0:
            label_of[r] = k
            k += 1
        labels[i] = label_of[r]
    return labels, k


@njit
def kruskal(n, edges, weights):
    order = np.argsort(weights, kind="mergesort")
    parent = np.arange(n)
    rank = np.zeros(n, dtype=np.int64)
    chosen = np.zeros(edges.shape[0], dtype=np.bool_)
    total = 0.0
    used = 0
    for idx in order:
        if used == n - 1:
            break
        if union(parent, rank, edges[idx, 0], edges[idx, 1]):
            chosen[idx] = True
            total += weights[idx]
            used += 1
    return total, np.nonzero(chosen)[0], used == n - 1

# call: components(7, np.array([[0, 1], [1, 2], [3, 4], [5, 5], [4, 3]]))
# call: kruskal(5, np.array([[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [3, 4], [2, 4]]), np.array([4.0, 1.0, 2.0, 5.0, 8.0, 3.0, 9.0]))
# call: kruskal(4, np.array([[0, 1], [2, 3]]), np.array([1.0, 2.0]))

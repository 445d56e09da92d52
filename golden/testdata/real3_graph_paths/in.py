"""Graph algorithms on a dense adjacency matrix: breadth-first search with a queue array giving
hop distances and parents, path reconstruction by walking parents back, Dijkstra's algorithm with
an O(n^2) scan for the closest unvisited vertex, and all-pairs eccentricities."""
import numpy as np
from numba import njit


@njit
def bfs(adj, src):
    n = adj.shape[0]
    dist = np.full(n, -1, dtype=np.int64)
    parent = np.full(n, -1, dtype=np.int64)
    queue = np.empty(n, dtype=np.int64)
    head = 0
    tail = 0
    queue[tail] = src
    tail += 1
    dist[src] = 0
    while head < tail:
        u = queue[head]
        head += 1
        for v in range(n):
            if adj[u, v] and dist[v] < 0:
                dist[v] = dist[u] + 1
                parent[v] = u
                queue[tail] = v
                tail += 1
    return dist, parent, queue[:tail]


@njit
def path_to(parent, src, dst):
    path = np.empty(parent.shape[0], dtype=np.int64)
    k = 0
    v = dst
    while v != -1:
        path[k] = v
        k += 1
        if v == src:
            break
        v = parent[v]
    else:
        return path[:0]
    return path[:k][::-1]


@njit
def dijkstra(w, src):
    n = w.shape[0]
    dist = np.full(n, np.inf)
    prev = np.full(n, -1, dtype=np.int64)
    done = np.zeros(n, dtype=np.bool_)
    dist[src] = 0.0
    for _ in range(n):
        u = -1
        best = np.inf
        for v in range(n):
            if not done[v] and dist[v] < best:
                best = dist[v]
                u = v
        if u == -1:
            break
        done[u] = True
        for v in range(n):
            if w[u, v] > 0.0 and not done[v]:
                alt = dist[u] + w[u, v]
                if alt < dist[v]:
                    dist[v] = alt
                    prev[v] = u
    return dist, prev


@njit
def eccentricities(adj):
    n = adj.shape[0]
    ecc = np.empty(n, dtype=np.int64)
    for s in range(n):
        d, _, _ = bfs(adj, s)
        if np.any(d < 0):
            ecc[s] = -1
        else:
            ecc[s] = d.max()
    return ecc, np.argmin(np.where(ecc < 0, n + 1, ecc))


@njit
def shortest_route(w, src, dst):
    dist, prev = dijkstra(w, src)
    return path_to(prev, src, dst), dist[dst]

# call: bfs(np.array([[0, 1, 1, 0, 0, 0], [1, 0, 0, 1, 0, 0], [1, 0, 0, 1, 0, 0], [0, 1, 1, 0, 1, 0], [0, 0, 0, 1, 0, 0], [0, 0, 0, 0, 0, 0]], dtype=np.bool_), 0)
# call: eccentricities(np.array([[0, 1, 0, 0, 0], [1, 0, 1, 0, 0], [0, 1, 0, 1, 1], [0, 0, 1, 0, 0], [0, 0, 1, 0, 0]], dtype=np.bool_))
# call: shortest_route(np.array([[0.0, 7.0, 9.0, 0.0, 0.0, 14.0], [7.0, 0.0, 10.0, 15.0, 0.0, 0.0], [9.0, 10.0, 0.0, 11.0, 0.0, 2.0], [0.0, 15.0, 11.0, 0.0, 6.0, 0.0], [0.0, 0.0, 0.0, 6.0, 0.0, 9.0], [14.0, 0.0, 2.0, 0.0, 9.0, 0.0]]), 0, 4)
# call: shortest_route(np.array([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 0.0]]), 0, 2)

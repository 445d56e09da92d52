# numba.typed.List and Dict built in compiled code and passed around: a graph's adjacency
# lists, a BFS queue, and a recursive depth-first search.
import numpy as np
from numba import njit, types
from numba.typed import List, Dict


@njit
def adjacency(edges, n):
    adj = List()
    for _ in range(n):
        adj.append(List.empty_list(types.int64))
    for k in range(edges.shape[0]):
        a, b = edges[k, 0], edges[k, 1]
        adj[a].append(b)
        adj[b].append(a)
    return adj


@njit
def bfs(edges, n, src):
    adj = adjacency(edges, n)
    dist = np.full(n, -1)
    dist[src] = 0
    queue = List()
    queue.append(src)
    head = 0
    while head < len(queue):
        u = queue[head]
        head += 1
        for v in adj[u]:
            if dist[v] < 0:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist


@njit
def dfs(adj, u, seen, order):
    seen[u] = True
    order.append(u)
    for v in adj[u]:
        if not seen[v]:
            dfs(adj, v, seen, order)


@njit
def components(edges, n):
    adj = adjacency(edges, n)
    seen = np.zeros(n, dtype=np.bool_)
    label = Dict.empty(key_type=types.int64, value_type=types.int64)
    c = 0
    for s in range(n):
        if not seen[s]:
            order = List.empty_list(types.int64)
            dfs(adj, s, seen, order)
            for u in order:
                label[u] = c
            c += 1
    return c, np.array([label[i] for i in range(n)])


# call: bfs(np.array([[0, 1], [1, 2], [2, 3], [0, 4], [4, 3], [5, 6]]), 7, 0)
# call: components(np.array([[0, 1], [1, 2], [3, 4], [5, 6], [6, 7]]), 9)

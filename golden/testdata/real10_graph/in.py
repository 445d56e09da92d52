"""Real-style graph kernels over CSR arrays: BFS, Dijkstra with heapq, connected components, PageRank, triangle count, topological sort."""
import heapq
import numpy as np
from numba import njit, prange


@njit
def to_csr(n, src, dst):
    deg = np.zeros(n + 1, dtype=np.int64)
    for s in src:
        deg[s + 1] += 1
    indptr = np.cumsum(deg)
    indices = np.empty(len(src), dtype=np.int64)
    fill = indptr[:-1].copy()
    for k in range(len(src)):
        s = src[k]
        indices[fill[s]] = dst[k]
        fill[s] += 1
    return indptr, indices


@njit
def bfs(indptr, indices, start):
    n = len(indptr) - 1
    dist = -np.ones(n, dtype=np.int64)
    dist[start] = 0
    queue = np.empty(n, dtype=np.int64)
    head, tail = 0, 1
    queue[0] = start
    while head < tail:
        u = queue[head]
        head += 1
        for k in range(indptr[u], indptr[u + 1]):
            v = indices[k]
            if dist[v] < 0:
                dist[v] = dist[u] + 1
                queue[tail] = v
                tail += 1
    return dist


@njit
def dijkstra(indptr, indices, weights, src):
    n = indptr.shape[0] - 1
    dist = np.full(n, np.inf)
    dist[src] = 0.0
    heap = [(0.0, src)]
    done = np.zeros(n, dtype=np.bool_)
    while len(heap) > 0:
        d, u = heapq.heappop(heap)
        if done[u]:
            continue
        done[u] = True
        for k in range(indptr[u], indptr[u + 1]):
            v = indices[k]
            nd = d + weights[k]
            if nd < dist[v]:
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist


@njit
def components(n, src, dst):
    comp = np.arange(n)
    changed = True
    while changed:
        changed = False
        for k in range(src.shape[0]):
            a, b = comp[src[k]], comp[dst[k]]
            if a != b:
                m = min(a, b)
                comp[src[k]] = m
                comp[dst[k]] = m
                changed = True
    return len(np.unique(comp)), comp


@njit(parallel=True)
def pagerank(indptr, indices, d=0.85, iters=50):
    n = len(indptr) - 1
    outdeg = np.diff(indptr)
    r = np.ones(n) / n
    for _ in range(iters):
        contrib = np.zeros(n)
        for u in range(n):
            if outdeg[u] > 0:
                share = r[u] / outdeg[u]
                for k in range(indptr[u], indptr[u + 1]):
                    contrib[indices[k]] += share
        dangling = r[outdeg == 0].sum() / n
        new = np.empty(n)
        for i in prange(n):
            new[i] = (1 - d) / n + d * (contrib[i] + dangling)
        r = new
    return r


@njit
def triangles(adj):
    n = adj.shape[0]
    count = 0
    for i in range(n):
        for j in range(i + 1, n):
            if adj[i, j]:
                for k in range(j + 1, n):
                    if adj[j, k] and adj[i, k]:
                        count += 1
    return count


@njit
def toposort(n, src, dst):
    indeg = np.zeros(n, np.int64)
    for v in dst:
        indeg[v] += 1
    ready = [i for i in range(n) if indeg[i] == 0]
    order = []
    while ready:
        u = ready.pop(0)
        order.append(u)
        for k in range(len(src)):
            if src[k] == u:
                indeg[dst[k]] -= 1
                if indeg[dst[k]] == 0:
                    ready.append(dst[k])
    if len(order) != n:
        raise ValueError("graph has a cycle")
    return np.array(order)


@njit
def bfs_demo():
    src = np.array([0, 0, 1, 2, 3, 4])
    dst = np.array([1, 2, 3, 3, 4, 5])
    ip, ix = to_csr(6, src, dst)
    return bfs(ip, ix, 0), dijkstra(ip, ix, np.array([1.0, 4.0, 2.0, 1.0, 3.0, 1.5]), 0), pagerank(ip, ix)

# call: to_csr(4, np.array([0, 2, 0, 1]), np.array([1, 3, 2, 2]))
# call: bfs_demo()
# call: components(6, np.array([0, 1, 3]), np.array([1, 2, 4]))
# call: triangles(np.array([[0, 1, 1, 1], [1, 0, 1, 0], [1, 1, 0, 1], [1, 0, 1, 0]], dtype=np.bool_))
# call: toposort(5, np.array([0, 0, 1, 2, 3]), np.array([1, 2, 3, 3, 4]))
# call: toposort(3, np.array([0, 1, 2]), np.array([1, 2, 0]))

"""Real code: a namedtuple union-find as fast_hdbscan writes it, register_jitable, fastmath as a set."""
import numpy as np
import numba as nb
from numba import njit
from numba.extending import register_jitable, overload
from collections import namedtuple

RankDisjointSet = namedtuple("RankDisjointSet", ["parent", "rank"])

@njit
def ds_create(n):
    return RankDisjointSet(np.arange(n, dtype=np.int32), np.zeros(n, dtype=np.int32))

@njit
def ds_find(ds, x):
    while x != ds.parent[x]:
        ds.parent[x] = ds.parent[ds.parent[x]]
        x = ds.parent[x]
    return x

@njit
def ds_union(ds, x, y):
    x = ds_find(ds, x)
    y = ds_find(ds, y)
    if x != y:
        if ds.rank[x] < ds.rank[y]:
            x, y = y, x
        ds.parent[y] = x
        if ds.rank[x] == ds.rank[y]:
            ds.rank[x] += 1

@njit
def components(n, edges):
    ds = ds_create(n)
    for i in range(edges.shape[0]):
        ds_union(ds, edges[i, 0], edges[i, 1])
    out = np.empty(n, dtype=np.int64)
    for i in range(n):
        out[i] = ds_find(ds, i)
    return out

@register_jitable
def clamp(x, lo, hi):
    return min(max(x, lo), hi)

@njit(fastmath={"nsz", "arcp", "contract", "afn", "reassoc"})
def clampsum(a):
    s = 0.0
    for v in a:
        s += clamp(v, -1.0, 1.0)
    return s

# call: components(5, np.array([[0, 1], [3, 4], [1, 2]]))
# call: clampsum(np.linspace(-3, 3, 7))

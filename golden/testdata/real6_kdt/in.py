"""Real code: a KD-tree as pynndescent and scikit-learn-style libraries write it in Numba: a
jitclass holding arrays and a typed List of node tuples, built recursively with argpartition-like
median splits, queried with an explicit stack and a bounded max-heap via heapq on tuples."""
import heapq
import numpy as np
from numba import njit, int64, float64
from numba.experimental import jitclass
from numba.typed import List

spec = [
    ("data", float64[:, :]),
    ("idx", int64[:]),
    ("lo", int64[:]),
    ("hi", int64[:]),
    ("dim", int64[:]),
    ("split", float64[:]),
    ("left", int64[:]),
    ("right", int64[:]),
    ("n_nodes", int64),
    ("leaf_size", int64),
]


@jitclass(spec)
class KDTree:
    def __init__(self, data, leaf_size):
        n = data.shape[0]
        self.data = data
        self.idx = np.arange(n)
        cap = 2 * n + 1
        self.lo = np.zeros(cap, dtype=np.int64)
        self.hi = np.zeros(cap, dtype=np.int64)
        self.dim = np.full(cap, -1, dtype=np.int64)
        self.split = np.zeros(cap)
        self.left = np.full(cap, -1, dtype=np.int64)
        self.right = np.full(cap, -1, dtype=np.int64)
        self.n_nodes = 0
        self.leaf_size = leaf_size

    def query(self, q, k):
        heap = [(-np.inf, -1)]
        heap.pop()
        stack = List()
        stack.append(0)
        while len(stack) > 0:
            node = stack.pop()
            if self.dim[node] < 0:
                for j in range(self.lo[node], self.hi[node]):
                    p = self.idx[j]
                    dist = np.sum((self.data[p] - q) ** 2)
                    if len(heap) < k:
                        heapq.heappush(heap, (-dist, p))
                    elif -heap[0][0] > dist:
                        heapq.heapreplace(heap, (-dist, p))
                continue
            d = self.dim[node]
            diff = q[d] - self.split[node]
            near, far = (self.left[node], self.right[node]) if diff < 0 else (self.right[node], self.left[node])
            if len(heap) < k or diff * diff < -heap[0][0]:
                stack.append(far)
            stack.append(near)
        heap.sort()
        out = np.empty(len(heap), dtype=np.int64)
        for i in range(len(heap)):
            out[len(heap) - 1 - i] = heap[i][1]
        return out


@njit
def build(self, lo, hi):
    node = self.n_nodes
    self.n_nodes += 1
    self.lo[node] = lo
    self.hi[node] = hi
    if hi - lo <= self.leaf_size:
        return node
    pts = self.data[self.idx[lo:hi]]
    spread = np.empty(pts.shape[1])
    for c in range(pts.shape[1]):
        spread[c] = pts[:, c].max() - pts[:, c].min()
    d = np.argmax(spread)
    order = np.argsort(pts[:, d], kind="mergesort")
    self.idx[lo:hi] = self.idx[lo:hi][order]
    mid = (lo + hi) // 2
    self.dim[node] = d
    self.split[node] = self.data[self.idx[mid], d]
    self.left[node] = build(self, lo, mid)
    self.right[node] = build(self, mid, hi)
    return node


@njit
def knn(data, queries, k):
    t = KDTree(data, 2)
    build(t, 0, data.shape[0])
    res = np.empty((queries.shape[0], k), dtype=np.int64)
    for i in range(queries.shape[0]):
        res[i] = t.query(queries[i], k)
    return res, t.n_nodes


# call: knn(np.array([[0.0, 0.0], [1.0, 0.1], [2.0, 2.0], [0.2, 3.0], [3.0, 1.0], [1.5, 1.4], [0.9, 2.2]]), np.array([[0.1, 0.1], [2.0, 1.5]]), 3)

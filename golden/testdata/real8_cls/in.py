"""Real-style jitclass: a binary heap priority queue, a running-statistics accumulator with properties, a particle system holding arrays, used from @njit functions."""
import numpy as np
from numba import njit, int64, float64
from numba.experimental import jitclass


@jitclass([('keys', float64[:]), ('vals', int64[:]), ('n', int64)])
class MinHeap:
    def __init__(self, cap):
        self.keys = np.empty(cap)
        self.vals = np.empty(cap, dtype=np.int64)
        self.n = 0

    def push(self, k, v):
        i = self.n
        self.keys[i] = k
        self.vals[i] = v
        self.n += 1
        while i > 0:
            p = (i - 1) // 2
            if self.keys[p] <= self.keys[i]:
                break
            self.keys[p], self.keys[i] = self.keys[i], self.keys[p]
            self.vals[p], self.vals[i] = self.vals[i], self.vals[p]
            i = p

    def pop(self):
        k, v = self.keys[0], self.vals[0]
        self.n -= 1
        self.keys[0] = self.keys[self.n]
        self.vals[0] = self.vals[self.n]
        i = 0
        while True:
            l = 2 * i + 1
            r = l + 1
            m = i
            if l < self.n and self.keys[l] < self.keys[m]:
                m = l
            if r < self.n and self.keys[r] < self.keys[m]:
                m = r
            if m == i:
                break
            self.keys[m], self.keys[i] = self.keys[i], self.keys[m]
            self.vals[m], self.vals[i] = self.vals[i], self.vals[m]
            i = m
        return k, v

    def __len__(self):
        return self.n


@jitclass([('count', int64), ('mean', float64), ('m2', float64), ('lo', float64), ('hi', float64)])
class Running:
    def __init__(self):
        self.count = 0
        self.mean = 0.0
        self.m2 = 0.0
        self.lo = np.inf
        self.hi = -np.inf

    def update(self, x):
        self.count += 1
        d = x - self.mean
        self.mean += d / self.count
        self.m2 += d * (x - self.mean)
        self.lo = min(self.lo, x)
        self.hi = max(self.hi, x)

    @property
    def variance(self):
        return self.m2 / (self.count - 1) if self.count > 1 else 0.0

    @property
    def span(self):
        return self.hi - self.lo


@njit
def k_smallest(x, k):
    h = MinHeap(x.size)
    for i in range(x.size):
        h.push(x[i], i)
    out = np.empty(k, dtype=np.int64)
    for j in range(k):
        _, out[j] = h.pop()
    return out, len(h)


@njit
def summarize(x):
    r = Running()
    for v in x:
        r.update(v)
    return r.count, r.mean, r.variance, r.span


# call: k_smallest(np.array([5.0, 1.0, 4.0, 1.5, 9.0, 2.0, 6.0]), 3)
# call: summarize(np.array([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]))
# call: summarize(np.array([3.0]))

"""pygo types on jitclasses (from golden jitclass_annotated): annotation-typed jitclass fields (x: float64 in the class body, with Python's float and
int), merged with a spec given as a keyword (spec=...) and written inline; a bare @jitclass
with annotations only; an instance created in one function and mutated in another."""
import numpy as np
from numba import njit, float64, int64
from numba.experimental import jitclass


@jitclass
class Acc:
    total: float
    n: int
    weights: float64[:]

    def __init__(self, w):
        self.total = 0.0
        self.n = 0
        self.weights = w

    def add(self, v):
        self.total += v * self.weights[self.n % self.weights.size]
        self.n += 1

    def mean(self):
        return self.total / self.n


@jitclass(spec=[("lo", float64), ("hi", float64)])
class Range2:
    count: int64

    def __init__(self, lo, hi):
        self.lo = lo
        self.hi = hi
        self.count = 0

    def contains(self, x):
        ok = self.lo <= x < self.hi
        if ok:
            self.count += 1
        return ok


@njit
def feed(acc, xs):
    for x in xs:
        acc.add(x)


@njit
def weighted(xs):
    acc = Acc(np.array([1.0, 2.0]))
    feed(acc, xs)
    r = Range2(0.0, 2.5)
    inside = 0
    for x in xs:
        if r.contains(x):
            inside += 1
    return acc.mean(), acc.n, inside, r.count


# sig: weighted(float64[::1])

"""Jitclass fields of optional array, tuple and list types start as None and are filled by a method: is None tests them, and arrays and lists are indexed, summed and measured through Numba's run-time check (a None field raises TypeError; Numba 0.56 cannot index an optional tuple)."""
import numpy as np
from numba import njit, float64, int64, types, optional
from numba.experimental import jitclass


@jitclass([("buf", optional(float64[:])), ("pt", optional(types.UniTuple(int64, 2))), ("xs", optional(types.List(int64)))])
class Holder(object):
    def __init__(self):
        self.buf = None
        self.pt = None
        self.xs = None

    def fill(self, n):
        self.buf = np.arange(n * 1.0)
        self.pt = (n, n + 1)
        self.xs = [n, 2 * n]


@njit
def run(n):
    h = Holder()
    a = h.buf is None, h.pt is None, h.xs is None
    h.fill(n)
    b = h.buf is None
    return a, b, h.buf.sum(), h.buf[1], len(h.xs), h.xs[1]


@njit
def empty(n):
    h = Holder()
    if n > 0:
        h.fill(n)
    try:
        return len(h.xs)
    except Exception:
        return -1


# call: run(3)
# call: run(5)
# call: empty(0)
# call: empty(4)

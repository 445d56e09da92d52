"""Augmented assignment to a jitclass's array member (self.a += x, self.b *= row, obj.a -= 1): in place, with broadcasting, seen through every reference to the array."""
import numpy as np
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([('a', float64[:]), ('b', float64[:, :])])
class Buf:
    def __init__(self, n):
        self.a = np.arange(float(n))
        self.b = np.ones((2, n))

    def bump(self, x):
        self.a += x
        self.b *= self.a
        self.b[1] -= 0.5


@njit
def run(n, x):
    o = Buf(n)
    alias = o.a
    o.bump(x)
    o.a -= 1.0
    o.b /= 2
    return alias, o.b, o.a.sum()


# call: run(3, 2.0)
# call: run(1, -1.5)

"""Numba 0.56 cannot lower keyword arguments of a jitclass constructor called from compiled
code ("unsupported keyword arguments when calling jitclass...")."""
# error: unsupported-feature
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("a", float64), ("b", float64)])
class Pair:
    def __init__(self, a, b):
        self.a = a
        self.b = b


@njit("float64(float64)")
def f(v):
    return Pair(v, b=2.0).b

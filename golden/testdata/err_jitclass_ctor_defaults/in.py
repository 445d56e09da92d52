"""Numba 0.56 does not fill in the defaults of __init__ when compiled code constructs a
jitclass ("invalid number of args"): every argument must be passed."""
# error: unsupported-feature
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("a", float64), ("b", float64)])
class Pair:
    def __init__(self, a, b=1.0):
        self.a = a
        self.b = b


@njit("float64(float64)")
def f(v):
    return Pair(v).b

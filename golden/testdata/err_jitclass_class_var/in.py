"""A class-level variable in a jitclass body is not supported: declare fields in the spec."""
# error: unsupported-feature
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("x", float64)])
class Point:
    scale = 2.0

    def __init__(self, x):
        self.x = x


@njit("float64(float64)")
def f(v):
    return Point(v).x

"""Compiled code cannot read attributes of a jitclass itself, not even a static method
(Numba 0.56: Unknown attribute of type jitclass); call it on an instance."""
# error: unsupported-feature
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("x", float64)])
class Point:
    def __init__(self, x):
        self.x = x

    @staticmethod
    def twice(v):
        return 2 * v


@njit("float64(float64)")
def f(v):
    return Point.twice(v)

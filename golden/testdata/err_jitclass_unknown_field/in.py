"""Assigning an attribute that the jitclass spec does not declare is an error."""
# error: unknown-attribute
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("x", float64)])
class Point:
    def __init__(self, x):
        self.x = x
        self.y = 2 * x


@njit("float64(float64)")
def getx(v):
    return Point(v).x

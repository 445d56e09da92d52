"""A jitclass with a base class is rejected: jitclasses cannot inherit."""
# error: unsupported-feature
from numba import njit, float64
from numba.experimental import jitclass


class Base:
    pass


@jitclass([("x", float64)])
class Point(Base):
    def __init__(self, x):
        self.x = x


@njit("float64(float64)")
def getx(v):
    return Point(v).x

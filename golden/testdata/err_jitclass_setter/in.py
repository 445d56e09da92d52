"""Property setters (@x.setter) of a jitclass are not supported."""
# error: unsupported-feature
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("_x", float64)])
class Box:
    def __init__(self, x):
        self._x = x

    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, v):
        self._x = v


@njit("float64(float64)")
def f(v):
    return Box(v).x

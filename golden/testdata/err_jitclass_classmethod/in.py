"""Decorators on jitclass methods other than @property, @x.setter and @staticmethod (here
@classmethod, which Numba 0.56 does not compile either) are rejected."""
# error: unsupported-feature
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("x", float64)])
class Point:
    def __init__(self, x):
        self.x = x

    @classmethod
    def origin(cls):
        return cls(0.0)


@njit("float64(float64)")
def f(v):
    return Point(v).x

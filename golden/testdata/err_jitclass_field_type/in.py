"""Storing an array in a float64 field of a jitclass is a type error."""
# error: type-mismatch
import numpy as np
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("x", float64)])
class Point:
    def __init__(self, n):
        self.x = np.zeros(n)


@njit("float64(int64)")
def f(n):
    return Point(n).x

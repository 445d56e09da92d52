"""A class definition without jitclass is not supported."""
# error: unsupported-feature
from numba import njit


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


@njit("float64(float64, float64)")
def norm(x, y):
    p = Point(x, y)
    return (p.x * p.x + p.y * p.y) ** 0.5

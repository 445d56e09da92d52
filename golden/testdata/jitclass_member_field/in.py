"""A jitclass field may hold an instance of a jitclass defined before it (spec type
P.class_type.instance_type): methods read and assign through it, the instance is shared with
every other reference, and a field may be rebound to another instance."""
from numba import njit, int64, float64
from numba.experimental import jitclass


@jitclass([("x", int64)])
class P(object):
    def __init__(self, x):
        self.x = x


@jitclass([("p", P.class_type.instance_type), ("w", float64)])
class Q(object):
    def __init__(self, p, w):
        self.p = p
        self.w = w

    def get(self):
        return self.p.x * self.w

    def swap(self, other):
        old = self.p
        self.p = other
        return old


@njit
def run(n):
    p = P(n)
    q = Q(p, 1.5)
    q.p.x += 1
    a = q.get()
    old = q.swap(P(10))
    return a, p.x, old.x, q.get()


# call: run(3)

"""Calls into a jitclass: a constructor with defaults (which Numba 0.56 makes compiled code
pass anyway), methods with defaults and keywords, a static method with a default called on an instance, a method calling another with keywords, and a
function that takes an instance and returns it."""
from numba import njit, float64, int64
from numba.experimental import jitclass


@jitclass([("a", float64), ("b", float64), ("k", int64)])
class Poly:
    def __init__(self, a, b=2.0, k=1):
        self.a = a
        self.b = b
        self.k = k

    def at(self, x, scale=1.0):
        return scale * (self.a * x + self.b) ** self.k

    def power(self, x, n):
        r = 1.0
        for _ in range(n):
            r *= self.at(x, scale=x)
        return r

    @staticmethod
    def shift(x, by=10):
        return x + by


@njit
def touch(p, d):
    p.a += d
    return p


@njit
def forms(x):
    p = Poly(1.5, 2.0, 1)
    q = Poly(0.5, 1.0, 2)
    r = touch(Poly(3.0, -1.0, 3), 1.0)
    return (p.at(x), q.at(x, 2.0), q.at(scale=0.5, x=x), r.at(x), r.a,
            p.power(x, 5), p.shift(x), q.shift(x, by=-1))


# call: forms(2.0)
# call: forms(-0.5)

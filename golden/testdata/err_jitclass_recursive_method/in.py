"""A jitclass method that calls itself is rejected, as Numba 0.56 rejects it ("compiler
re-entrant to the same function signature")."""
# error: unsupported-feature
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("a", float64)])
class Fact:
    def __init__(self, a):
        self.a = a

    def fact(self, n):
        if n <= 1:
            return self.a
        return n * self.fact(n - 1)


@njit("float64(int64)")
def f(n):
    return Fact(1.0).fact(n)

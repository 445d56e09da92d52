"""Methods of a jitclass that rebind a local variable to a value of another type: each binding
gets its own Go variable, as in functions."""
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("x", float64)])
class Acc:
    def __init__(self, v):
        t = v
        t = (v, v + 1)
        self.x = t[0] + t[1]

    def scaled(self, k):
        y = k
        y = y * 1.5
        return self.x * y


@njit
def run(v, k):
    a = Acc(v)
    return a.x, a.scaled(k)

# call: run(2, 3)
# call: run(-1, 0)

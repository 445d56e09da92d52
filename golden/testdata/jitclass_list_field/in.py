"""A jitclass field may be a list (types.List): methods append to it and iterate over it,
compiled code reads it, and a name bound to the field shares the list."""
from numba import njit, types
from numba.experimental import jitclass


@jitclass([("xs", types.List(types.float64)), ("n", types.int64)])
class Bag(object):
    def __init__(self, first):
        self.xs = [first]
        self.n = 1

    def add(self, v):
        self.xs.append(v)
        self.n += 1

    def total(self):
        s = 0.0
        for v in self.xs:
            s += v
        return s


@njit
def run(k):
    b = Bag(0.5)
    for i in range(k):
        b.add(i * 1.5)
    ys = b.xs
    ys.append(100.0)
    return b.n, b.total(), len(b.xs), b.xs[-1], b.xs


# call: run(4)
# call: run(0)

"""A jitclass counter with int64 and bool fields: instances are references (an alias and a
helper function see the same object), methods return values and take defaults, and
separate instances stay separate."""
from numba import njit, int64, boolean
from numba.experimental import jitclass


@jitclass([("count", int64), ("limit", int64), ("full", boolean)])
class Counter:
    def __init__(self, limit):
        self.count = 0
        self.limit = limit
        self.full = False

    def add(self, k=1):
        if self.count + k >= self.limit:
            self.count = self.limit
            self.full = True
        else:
            self.count += k
        return self.count

    def reset(self):
        old = self.count
        self.count = 0
        self.full = False
        return old

    @property
    def left(self):
        return self.limit - self.count


@njit
def bump(c, times):
    for _ in range(times):
        c.add()


@njit
def run(limit, n):
    a = Counter(limit)
    b = a
    bump(b, n)
    other = Counter(limit * 2)
    other.add(3)
    total = a.add(2)
    was_full = a.full
    old = a.reset()
    return total, was_full, old, a.count, b.left, other.count, other.left


@njit
def histogram(xs, limit):
    c = Counter(limit)
    n = 0
    for x in xs:
        if x > 0:
            n = c.add(x)
        if c.full:
            break
    return n, c.left


# call: run(5, 2)
# call: run(10, 30)
# call: histogram(np.array([1, 2, -3, 4]), 100)
# call: histogram(np.array([5, 5, 5, 5, 5]), 12)

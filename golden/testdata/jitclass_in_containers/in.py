"""jitclass instances in lists and tuples: a comprehension and appends build a list of
instances that share their state with every other reference, a loop reads their fields, an
item's field is assigned, and tuples of instances are returned, unpacked and indexed."""
from numba import njit, int64
from numba.experimental import jitclass


@jitclass([("x", int64)])
class P(object):
    def __init__(self, x):
        self.x = x

    def bump(self):
        self.x += 1


@njit
def in_list(n):
    ps = [P(i) for i in range(n)]
    ps.append(P(10))
    s = 0
    for p in ps:
        s += p.x
    ps[0].x = 7
    first = ps[0]
    first.bump()
    return s, ps[0].x, len(ps)


@njit
def pair(n):
    return P(n), P(n + 1)


@njit
def in_tuple(n):
    a, b = pair(n)
    t = (a, b)
    t[0].x += 5
    t[1].bump()
    return a.x, b.x, t[1].x


# call: in_list(3)
# call: in_tuple(3)

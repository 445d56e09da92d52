"""A namedtuple class called with starred tuples, Point(*t), Point(a, *t) and type(p)(*args): one field per member, as Numba's NamedTupleClass typing."""
from collections import namedtuple

from numba import njit

Point = namedtuple("Point", ["x", "y", "z"])
Pair = namedtuple("Pair", "a b")


@njit
def rebuild(p, *args):
    return type(p)(*args)


@njit
def from_tuple(t):
    return Point(*t)


@njit
def mixed(a, t):
    return Point(a, *t)


@njit
def swap(p):
    t = (p.b, p.a)
    return Pair(*t)


@njit
def rebuild_point(p, a, b, c):
    return rebuild(p, a, b, c)


@njit
def rebuild_pair(p, a, b):
    return rebuild(p, a, b)

# call: rebuild_point(Point(4, 5, 6), 1, 2.5, 3j)
# call: rebuild_point(Point(4, 5.5, 6j), 4, 5, 6)
# call: rebuild_pair(Pair(1, 2), 7, 8)
# call: from_tuple((1, 2, 3))
# call: from_tuple((1.5, 2, 'x'))
# call: mixed(1, (2, 3))
# call: mixed(-1.5, ((2, 3), True))
# call: swap(Pair(1, 2.5))

# Tuples: building, unpacking, slicing, comparison, min/max over tuples, tuples as dict keys,
# returning several results, star-unpacking into calls.
from collections import namedtuple
import numpy as np
from numba import njit

Point = namedtuple("Point", ["x", "y"])


@njit
def stats(a):
    lo, hi = a.min(), a.max()
    t = (lo, hi, hi - lo)
    u = t[1:] + (a.size,)
    return t, u, t < u, len(u)


@njit
def swap_sort(a, b, c):
    if a > b:
        a, b = b, a
    if b > c:
        b, c = c, b
    if a > b:
        a, b = b, a
    return a, b, c


@njit
def shift(p, dx):
    return Point(p.x + dx, p.y), Point(*(p.y, p.x))


@njit
def keyed(n):
    d = {}
    for i in range(n):
        k = (i % 3, i % 2)
        if k in d:
            d[k] += i
        else:
            d[k] = i
    return sorted(d.items())


@njit
def shaped(a):
    b = np.zeros((a.shape[1], a.shape[0]))
    return np.ones(a.shape).sum() + b.size, Point(*a.shape)


@njit
def hyp(*sides):
    return np.sqrt(sum([s * s for s in sides]))


# call: stats(np.array([4.0, -1.0, 7.5]))
# call: swap_sort(3, 1, 2)
# call: swap_sort(9.5, 9.5, -1.0)
# call: shift(Point(1.0, 2.0), 0.5)
# call: keyed(7)
# call: hyp(3.0, 4.0)
# call: shaped(np.zeros((2, 3)))

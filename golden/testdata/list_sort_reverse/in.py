"""sort (reverse=), sorted (of lists, tuples and arrays), reverse, and sorting tuples item by item."""
import numpy as np
from numba import njit


@njit
def sorts(l):
    a = sorted(l)
    b = sorted(l, reverse=True)
    l.sort()
    c = list(l)
    c.reverse()
    return a, b, c


@njit
def inplace_rev(n):
    l = [3, 1, 2] * n
    l.sort(reverse=True)
    return l


@njit
def by_pairs():
    ps = [(2, 1.5), (1, 9.0), (2, 0.5), (1, -1.0)]
    ps.sort()
    return ps, sorted([(3, 1), (1, 2)], reverse=True)


@njit
def sorted_other(a):
    return sorted(a), sorted((3, 1, 2))


@njit
def bools():
    l = [True, False, True]
    l.sort()
    return l

# call: sorts([3.5, -1.0, 2.0, 2.0, 10.0])
# call: inplace_rev(2)
# call: by_pairs()
# call: sorted_other(np.array([5, 2, 9, 1]))
# call: bools()

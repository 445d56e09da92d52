"""The namedtuple usecases of Numba's test_tuples.py, rewritten: fields read by name, construction by position and by keyword, a namedtuple holding a list and an array, type(p)(...), truth, len and comparisons of namedtuples of two classes."""
import collections

import numpy as np
from numba import njit

Box = collections.namedtuple("Box", ("w", "h"))
Triple = collections.namedtuple("Triple", ("a", "b", "c"))
Nothing = collections.namedtuple("Nothing", ())


@njit
def backwards(t):
    return t.c, t.b, t.a


@njit
def triple(p, q, r):
    return Triple(p, q, r)


@njit
def triple_kw(p, q, r):
    return Triple(c=r, b=q, a=p)


@njit
def with_containers(n):
    box = Box(list(range(n)), np.ones(n + 2))
    return Triple(box, len(box.w), box.h.sum())


@njit
def same_class(t, p, q, r):
    return type(t)(p, q, r)


@njit
def truth(t):
    return bool(t), (10 if t else 20), len(t)


@njit
def empty_truth():
    e = Nothing()
    return bool(e), len(e)


@njit
def compare(x, y):
    return x == y, x != y, x < y, x <= y, x > y, x >= y

# call: backwards(Triple(4, 5, 6))
# call: backwards(Triple(4, 5.5, 6j))
# call: triple(4, 5, 6)
# call: triple(4, 5.5, 6j)
# call: triple_kw(4, 5, 6)
# call: triple_kw(4, 5.5, 6j)
# call: with_containers(3)
# call: with_containers(0)
# call: same_class(Triple(4, 5, 6), 1, 2, 3)
# call: same_class(Triple(4, 5.5, 6j), 1.5, 2, 3j)
# call: truth(Box(4, 5))
# call: truth(Box(4, 5.5))
# call: empty_truth()
# call: compare(Box(4, 5), Box(4, 5))
# call: compare(Box(4, 5), Box(4, 6))
# call: compare(Box(4, 6), Box(4, 5))
# call: compare(Box(4, 5), Box(5, 4))
# call: compare(Box(4, 5), Triple(4, 5, 6))
# call: compare(Box(4, 5), Triple(4, 4, 6))
# call: compare(Box(4, 5), Triple(4, 6, 7))

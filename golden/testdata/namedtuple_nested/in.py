"""Namedtuples holding a string, an int and an array (passed from Python), a plain tuple and another namedtuple; passed between functions and returned."""
import collections

import numpy as np
from numba import njit

Rec = collections.namedtuple("Rec", ["name", "n", "arr"])
Pt = collections.namedtuple("Pt", ["x", "y"])
Seg = collections.namedtuple("Seg", ["a", "b", "tags"])


@njit
def describe(r):
    return r.name, r.n, r.arr.sum(), r.arr[r.n]


@njit
def scale_rec(r, k):
    r.arr[:] *= k
    return Rec(r.name + "!", r.n + 1, r.arr * 2.0)


@njit
def seg_len(s):
    dx = s.b.x - s.a.x
    dy = s.b.y - s.a.y
    return (dx * dx + dy * dy) ** 0.5


@njit
def make_seg(x0, y0, x1, y1):
    s = Seg(Pt(x0, y0), Pt(x1, y1), (1, 2.5))
    return s, seg_len(s), s.tags[1], s[1][0]


@njit
def flip(s):
    a, b, tags = s
    return Seg(b, a, (tags[1], tags[0]))

# call: describe(Rec("abc", 2, np.arange(4.0)))
# call: scale_rec(Rec("r", 0, np.linspace(0.0, 1.0, 3)), 2.0)
# call: seg_len(Seg(Pt(0.0, 0.0), Pt(3.0, 4.0), (1, 2.5)))
# call: make_seg(1.0, 1.0, 4.0, 5.0)
# call: flip(Seg(Pt(0.0, 1.0), Pt(2.0, 3.0), (7, 0.5)))

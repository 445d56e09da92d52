"""A namedtuple + a tuple is rejected: Numba 0.56 has no implementation of add for a namedtuple."""
# error: unsupported-feature
import collections

from numba import njit

Pt = collections.namedtuple("Pt", ["x", "y"])


@njit("float64(float64)")
def f(a):
    t = Pt(a, 2.0) + (3.0,)
    return t[2]

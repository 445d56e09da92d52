"""Reading a field a namedtuple does not have, and constructing one with a keyword that names no field, are rejected."""
# error: unknown-attribute
# error: wrong-arg-count
import collections

from numba import njit

Pt = collections.namedtuple("Pt", ["x", "y"])


@njit("float64(float64)")
def f(a):
    p = Pt(a, 2.0)
    return p.z


@njit("float64(float64)")
def g(a):
    p = Pt(a, w=2.0)
    return p.x

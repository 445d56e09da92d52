"""p._replace(...) is rejected: Numba 0.56 compiles none of the namedtuple methods ("Unknown attribute '_replace'")."""
# error: unknown-attribute
import collections

from numba import njit

Pt = collections.namedtuple("Pt", ["x", "y"])


@njit("float64(float64)")
def f(a):
    p = Pt(a, 2.0)
    q = p._replace(x=1.0)
    return q.x

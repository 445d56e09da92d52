"""print of namedtuples, alone, nested in one another and in a plain tuple, as Python's repr spells them."""
import collections

from numba import njit

Pt = collections.namedtuple("Pt", ["x", "y"])
Tag = collections.namedtuple("Tag", "label, at")


@njit
def show(a, n):
    p = Pt(a, n)
    t = Tag("corner", p)
    print(p)
    print(t, (p, n))
    print(Pt(1.5, "s"))
    return t

# call: show(0.5, 3)

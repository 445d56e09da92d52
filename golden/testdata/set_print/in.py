"""print(set): an empty set prints set(), and sets of small non-negative ints added in increasing order print as Numba prints them (Numba prints through a CPython set, whose order for such sets is increasing; pygo prints in insertion order)."""
from numba import njit


@njit
def show(n):
    s = set(range(n))
    print(s)
    t = {7}
    print(t, len(t))
    e = {1}
    e.discard(1)
    print(e)
    f = {0.5, 1.5}
    print(f)
    w = set(["x"])
    w.add("x")
    print(w)
    p = {(1, 2.5), (1, 2.5)}
    print(p, len(p))
    return len(s)

# call: show(4)

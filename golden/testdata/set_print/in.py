"""print(set): an empty set prints set(), and sets print in the order of the CPython set Numba boxes them into (increasing for small non-negative ints)."""
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

"""KeyError as Numba raises it: d[k], pop(k) and popitem() of an empty dict; try/except Exception (Numba matches no narrower class)."""
from numba import njit


@njit
def lookup(k):
    d = {1: 10, 2: 20}
    return d[k]


@njit
def pop_missing(k):
    d = {"x": 1.0}
    return d.pop(k)


@njit
def popitem_empty(n):
    d = {0: 0}
    for i in range(n):
        d.popitem()
    return len(d)


@njit
def guarded(k):
    d = {1: 10}
    try:
        return d[k]
    except Exception:
        return -1

# call: lookup(2)
# call: lookup(3)
# call: pop_missing("x")
# call: pop_missing("y")
# call: popitem_empty(1)
# call: popitem_empty(2)
# call: guarded(1)
# call: guarded(5)

"""Indexing and slicing range objects (Numba 0.56 cannot; CPython is the oracle): r[i], r[-1], r[lo:hi:step] giving a range, len/in/iteration of the slice, IndexError out of range."""
# oracle: cpython Numba 0.56 does not index or slice a range object
from numba import njit


@njit
def total(r):
    s = 0
    for v in r:
        s += v
    return s


@njit
def probe(n):
    r = range(2, n, 3)
    s = r[1:-1]
    t = r[::-2]
    return len(r), r[1], r[-1], 5 in r, total(s), len(t), t[0], t[-1], r[10:20].start, len(r[5:2])


@njit
def at(n, i):
    return range(n)[i]

# call: probe(20)
# call: probe(3)
# call: at(5, 4)
# call: at(5, -5)
# call: at(5, 5)

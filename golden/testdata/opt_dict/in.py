"""Optional dicts: a variable that is None on one path and a dict on another, used after an
`is None` test, unchecked (indexing, len, methods: None raises Numba's TypeError), and a
function returning a dict or None."""
from numba import njit


@njit
def lookup(n):
    d = None
    if n > 1:
        d = {1: 2.5, 2: 4.0}
    if d is None:
        return 0.0
    d[3] = 1.0
    return d[1] + len(d)


@njit
def unchecked(n):
    d = None
    if n > 1:
        d = {1: 2.5}
    return d[1] + len(d) + d.get(7, 0.5)


@njit
def table_or_none(n):
    if n > 0:
        return {i: i * i for i in range(n)}
    return None


@njit
def use(n):
    t = table_or_none(n)
    if t is not None:
        s = 0
        for v in t.values():
            s += v
        return s
    return -1


# call: lookup(2)
# call: lookup(0)
# call: unchecked(2)
# call: unchecked(0)
# call: use(4)
# call: use(0)

"""Dict methods: get with and without a default, setdefault, pop, popitem, update, copy, clear, len and truth."""
from numba import njit


@njit
def methods(n):
    d = {1: 1.5, 2: 2.5}
    for i in range(3, n):
        d[i] = i * 0.25
    a = d.get(1)
    b = d.get(100)
    got = 0.0
    if a is not None:
        got += a
    missing = b is None
    c = d.get(100, 7)
    s1 = d.setdefault(2, 9.0)
    s2 = d.setdefault(50, 9.0)
    p1 = d.pop(1)
    p2 = d.pop(1, -1.0)
    last = d.popitem()
    e = d.copy()
    e[2] = -2.0
    f = {7: 7.0, 2: 8.0}
    d.update(f)
    items = list(d.items())
    ne = len(e)
    e.clear()
    return got, missing, c, s1, s2, p1, p2, last, items, ne, len(e), bool(d), bool(e)


@njit
def overwrite_keeps_order():
    d = {3: 0, 1: 0, 2: 0}
    d[1] = 10
    d.pop(3)
    d[3] = 30
    return list(d.keys()), list(d.values())


@njit
def pop_all(n):
    d = {}
    for i in range(n):
        d[i] = i * i
    out = []
    while d:
        k, v = d.popitem()
        out.append(k + v)
    return out, len(d)

# call: methods(6)
# call: overwrite_keeps_order()
# call: pop_all(5)

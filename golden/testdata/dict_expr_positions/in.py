"""Dicts in expression positions: indexing a display, get() compared with None, in inside a chained comparison, a dict filled by a callee."""
from numba import njit


@njit
def fill(d, n):
    for i in range(n):
        d[i] = i * 2.0


@njit
def exprs(k):
    d = {1: 2, 5: 6}
    x = {1: 2, 2: 3}[k]
    y = d.get(k) is None
    z = 0 < k in d
    e = {0: 0.0}
    fill(e, k)
    return x, y, z, list(e.values())

# call: exprs(1)
# call: exprs(2)

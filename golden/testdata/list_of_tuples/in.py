"""Lists of tuples: built by append, unpacked in for loops and assignments, indexed, returned."""
from numba import njit


@njit
def pairs(n):
    ps = []
    for i in range(n):
        ps.append((i, i * 0.5))
    s = 0.0
    for k, v in ps:
        s += k * v
    a, b = ps[-1]
    ps[0] = (100, -1.0)
    return ps, s, a, b


@njit
def best(ps):
    top = ps[0]
    for p in ps:
        if p[1] > top[1]:
            top = p
    return top

# call: pairs(4)
# call: best([(1, 2.5), (2, 9.5), (3, 0.5)])

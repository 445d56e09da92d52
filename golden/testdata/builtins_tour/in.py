"""Builtins and container methods of Numba's supported-features list, in one program each."""
import operator
from numba import njit


@njit
def lists(n):
    l = list(range(n))
    l.reverse()
    l.remove(3)
    del l[0]
    c = l.copy()
    c.clear()
    i = l.index(5)
    l.insert(2, 99)
    return l, c, i, l.count(99), sorted(l, reverse=True)[:3]


@njit
def dicts(keys, vals):
    d = {keys[0]: vals[0]}
    for k, v in zip(keys, vals):
        d[k] = v
    d.setdefault(100, -1.0)
    e = {7: 7.5}
    d.update(e)
    v = d.pop(keys[0], 0.0)
    w = d.pop(12345, -2.0)
    k, last = d.popitem()
    return sorted(d.keys()), v, w, k, last, sum(list(d.values()))


@njit
def sets(a, b):
    s, t = set(a), set(b)
    return sorted(s | t), sorted(s & t), sorted(s - t), sorted(s ^ t), s.issubset(s | t), s.isdisjoint(set([1000, 2000])), sorted(s.union(t).difference(set([1, 2])))


@njit
def scalars(x):
    q, r = divmod(x, 0.75)
    z = complex(x, -1.0)
    return q, r, round(x, 2), round(x), z.conjugate(), abs(z), operator.sub(x, 1.0)


@njit
def ranges(n):
    r = range(2, n, 3)
    return r.start, r.stop, r.step, len(r), 5 in r, [i for i in enumerate(r, 1)]


# call: lists(8)
# call: dicts([1, 2, 3], [0.5, 1.5, 2.5])
# call: sets([1, 2, 3, 4], [3, 4, 5])
# call: scalars(3.14159)
# call: ranges(14)

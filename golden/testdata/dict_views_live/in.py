"""Dict views: d.keys(), d.values() and d.items() see the dict as it is when they are used.

A view taken before an insertion, a deletion or a clear() gives the items the dict holds when
the view is iterated (a for loop, a comprehension, list, sorted, set, min, max, enumerate, zip,
iter, extend), and len(view) is the dict's length then, as Numba's DictKeysIterableType.
"""
from numba import njit


@njit
def keys_after_insert():
    d = {11: 12.0}
    k1 = d.keys()
    d[22] = 9.0
    k2 = d.keys()
    rk1 = [x for x in k1]
    rk2 = [x for x in k2]
    return rk1, rk2


@njit
def views_after_delete(n):
    d = {}
    for i in range(n):
        d[i] = i * 1.5
    ks = d.keys()
    vs = d.values()
    its = d.items()
    before = len(ks), len(vs), len(its)
    del d[1]
    d.pop(3)
    d[100] = -1.0
    return before, list(ks), list(vs), list(its), len(ks), len(vs), len(its)


@njit
def view_consumers(n):
    d = {3: 'c', 1: 'a'}
    ks = d.keys()
    vs = d.values()
    its = d.items()
    for i in range(n):
        d[10 + i] = str(i)
    total = 0
    for k in ks:
        total += k
    s = ''
    for v in vs:
        s += v
    pairs = [(k, v) for k, v in its]
    l = [0]
    l.extend(ks)
    it = iter(vs)
    first = next(it)
    return (total, s, pairs, sorted(ks), sorted(vs, reverse=True), min(ks), max(ks),
            sorted(set(ks)), [(i, k) for i, k in enumerate(ks)],
            [(k, v) for k, v in zip(ks, vs)], l, first)


@njit
def view_after_clear():
    d = {1: 2, 3: 4}
    k = d.keys()
    l = list(k)
    d.clear()
    return l, list(k), len(k)


@njit
def sum_view(vs):
    s = 0.0
    for v in vs:
        s += v
    return s


@njit
def view_argument(n):
    d = {0: 0.5}
    vs = d.values()
    for i in range(1, n):
        d[i] = i + 0.5
    return sum_view(vs), sum_view(d.values())


@njit
def view_after_rebind():
    d = {1: 1}
    k = d.keys()
    d = {2: 2, 3: 3}
    d[4] = 4
    return list(k), list(d.keys())


@njit
def str_keys_view(words):
    counts = {'': 0}
    ks = counts.keys()
    del counts['']
    for w in words.split(' '):
        counts[w] = counts.get(w, 0) + 1
    return sorted(ks), len(ks)

# call: keys_after_insert()
# call: views_after_delete(6)
# call: view_consumers(3)
# call: view_after_clear()
# call: view_argument(4)
# call: view_after_rebind()
# call: str_keys_view('a b a c b a')

"""Dicts returned from compiled functions: literals, dict() and {} filled later, value coercion in a literal, nested dicts, string, float and tuple keys, an emptied dict, a dict inside a tuple (usecases from Numba's test_dicts)."""
from numba import njit


@njit
def build_map():
    return {0: 1, 2: 3}


@njit
def use_dict():
    d = dict()
    d[1] = 2
    return d


@njit
def curly():
    d = {}
    d[1] = 2
    return d


@njit
def coercion():
    return {1: 2.2, 3: 4, 5: 6}


@njit
def manyvar(x, y):
    return {x: 1, y: x + y}


@njit
def mixed():
    k = dict()
    k[1] = {1: 3}
    k[2] = {4: 2}
    return k


@njit
def words(s):
    d = {"": 0}
    for w in s.split():
        d[w] = d.get(w, 0) + 1
    return d


@njit
def keys(n):
    d = {}
    for i in range(n):
        d[(i, i * 0.5)] = i * 1.5
    e = {0.5: n}
    return d, e, len(d)


@njit
def emptied(n):
    d = {n: n}
    del d[n]
    return d

# call: build_map()
# call: use_dict()
# call: curly()
# call: coercion()
# call: manyvar(10, 20)
# call: manyvar(10, 10)
# call: mixed()
# call: words("b a b c a b")
# call: keys(3)
# call: emptied(4)

"""d1 == d2 and d1 != d2: the same items in any order; keys and values of different numeric types compare as Numba casts them (int keys against float keys, int values against float values)."""
from numba import njit, types
from numba.typed import Dict


@njit
def equal(n):
    a = {1: 2.5, 2: 3.5}
    b = {2: 3.5, 1: 2.5}
    c = {1: 2.5}
    d = {}
    for i in range(n):
        d[i] = i * 10
    e = {0: 0, 1: 10, 2: 20}
    return a == b, a != b, a == c, a != c, d == e, d != e


@njit
def mixed():
    f = {1: 2.0} == {1: 2}
    g = {1: 2} == {1.0: 2}
    h = {1: 2.5} == {1: 2}
    return f, g, h


@njit
def words(text, other):
    a = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for w in text.split():
        a[w] = a.get(w, 0) + 1
    b = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for w in other.split():
        b[w] = b.get(w, 0) + 1
    t = {"x": (1, 2)}
    return a == b, t == {"x": (1, 2)}, t != {"x": (1, 3)}

# call: equal(3)
# call: equal(2)
# call: mixed()
# call: words("a b a c", "c a b a")
# call: words("a b", "a b b")

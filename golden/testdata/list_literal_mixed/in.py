"""A list display whose items do not unify is Numba's literal list (LiteralList; test_lists' TestLiteralLists): l[i] and l[-i] with constant indices, len, count and in over ints and strs, copy(), arrays of different dimensions and tuples as items, passing it to another function, and two literal lists on different paths (their items unify)."""
import numpy as np
from numba import njit


@njit
def static_getitem(n):
    l = ["a", n, np.arange(3.0), (n, "x")]
    return l[0], l[1], l[2].sum(), l[-1], l[3][1], len(l)


@njit
def count_contains():
    l = ["a", 1, "a", 2, "a", 3, "b", 4, "b", 5, "c"]
    r = []
    for x in "abcd":
        r.append(l.count(x))
    return r, l.count(2), "a" in l, "d" in l, 3 in l, 7 not in l, len(l)


@njit
def copy_of():
    l = ["a", 1].copy()
    return l[0], l[1]


@njit
def dims(n):
    l = [np.ones(n), np.ones((n, n))]
    return l[0].sum(), l[1].sum(), len(l)


@njit
def first_of(l):
    return l[0]


@njit
def passed(n):
    return first_of(["q", n]), first_of([n * 2, "r"])


@njit
def unify_branches(x):
    if x + 1 > 3:
        l = ["a", 1]
    else:
        l = ["b", 2.5]
    return l[0], l[1]


# call: static_getitem(4)
# call: static_getitem(-2)
# call: count_contains()
# call: copy_of()
# call: dims(3)
# call: passed(5)
# call: unify_branches(-100)
# call: unify_branches(100)

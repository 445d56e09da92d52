"""numba.typed.List arguments: read, mutated in place (the caller sees the change), iterated, compared, sliced and returned."""
from numba import njit
from numba.typed import List


@njit
def total(l):
    s = 0.0
    for x in l:
        s += x
    return s, len(l), l[-1]


@njit
def grow(l, x):
    l.append(x)
    l.insert(0, x * 2)
    v = l.pop(1)
    l.reverse()
    return v, l.count(x), l.index(x)


@njit
def sort_slice(l):
    l.sort()
    return l[1:], l[::-1], 3 in l


@njit
def same(a, b):
    return a == b, a != b, a < b


@njit
def ident(l):
    return l

# call: total(List([1.5, 2.0, -3.25]))
# call: total(List([1, 2, 3]))
# call: grow(List([5, 6, 7]), 6)
# call: grow(List([1.5]), 2.5)
# call: sort_slice(List([3, 1, 2, 7]))
# call: same(List([1, 2]), List([1, 2]))
# call: same(List([1, 2]), List([1, 3]))
# call: ident(List([True, False]))
# call: ident(List([(1, 2.5), (3, 4.5)]))

"""Set algebra: union, intersection, difference and symmetric_difference as methods and operators, the in-place forms, the *_update methods, issubset/issuperset/isdisjoint and the comparisons."""
from numba import njit


@njit
def algebra(n):
    a = {1, 2, 3, 4}
    b = set(range(3, n))
    return (sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b),
            sorted(a.union(b)), sorted(a.intersection(b)), sorted(a.difference(b)),
            sorted(a.symmetric_difference(b)), len(b - a))


@njit
def in_place(n):
    a = {1, 2, 3}
    alias = a
    a |= {5, 6}
    a &= {5, 6, 1, 2}
    a -= {2, 8}
    a ^= {6, 9}
    b = set(range(n))
    b.update([100, 101])
    b.update({102, 103})
    b.update(range(200, 202))
    b.intersection_update({1, 100, 102, 200, 500})
    b.difference_update({1, 7})
    b.symmetric_difference_update({100, 300})
    return sorted(a), sorted(alias), sorted(b)


@njit
def relations(n):
    a = {1, 3}
    b = set(range(n))
    c = {1, 3}
    return (a < b, a <= b, a > b, a >= b, a == b, a != b, a == c, a <= c, a < c,
            a.issubset(b), b.issuperset(a), a.isdisjoint(b), a.isdisjoint({5, 6}),
            b > a, b >= a)

# call: algebra(6)
# call: algebra(0)
# call: in_place(4)
# call: relations(5)
# call: relations(2)

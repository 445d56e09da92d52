"""sorted(xs, key=..., reverse=...) and list.sort(key=..., reverse=...) with lambdas, module
functions and inner functions as keys: the keys are computed once per item and the sort is
stable, reversed or not (equal keys keep their order), as Python and Numba; key=None sorts by
the items."""
import numpy as np
from numba import njit


@njit
def neg(x):
    return -x


@njit
def by_lambda(n):
    l = [3, 1, n, 2]
    return sorted(l, key=lambda x: -x), sorted(l, key=neg), sorted(l, key=None)


@njit
def stable(n):
    l = [3, 1, n, 2, 8, 7, 4]
    return (sorted(l, key=lambda x: x % 2), sorted(l, key=lambda x: x % 2, reverse=True),
            sorted(l, key=lambda x: x % 3, reverse=n > 3))


@njit
def in_place(n):
    l = [3, 1, n, 2, 6]
    l.sort(key=lambda x: x % 2)
    m = [3, 1, n, 2, 6]
    m.sort(key=lambda x: x % 2, reverse=True)
    k = [3.5, 1.25, 2.0]
    k.sort(key=neg)
    return l, m, k


@njit
def inner_key(a):
    def dist(v):
        return abs(v - 2.0)

    return sorted(a, key=dist), sorted(a, key=lambda v: (v > 2.0, -v))


@njit
def tuples(n):
    l = [(1, 2.0), (0, 3.0), (1, 1.0), (0, -1.0)]
    return sorted(l, key=lambda t: t[0]), sorted(l, key=lambda t: t[1], reverse=True)


@njit
def strings(n):
    l = ["bb", "a", "ccc", "dd", "e"]
    l.sort(key=lambda s: len(s))
    return l, sorted(l, key=lambda s: len(s), reverse=True)


@njit
def float_keys(n):
    l = [3, 1, n, 2]
    return sorted(l, key=lambda x: x * 0.5 - 1.0), sorted([3.5, 1.0, 2.75], key=lambda x: int(x))


# call: by_lambda(5)
# call: stable(5)
# call: stable(0)
# call: in_place(5)
# call: inner_key(np.array([1.0, 3.5, 2.5, 0.0, 4.0]))
# call: tuples(0)
# call: strings(0)
# call: float_keys(-4)

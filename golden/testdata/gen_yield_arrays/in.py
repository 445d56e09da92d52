"""Generators that yield arrays (usecases of Numba's test_generators.py: issue 1254, the nested
generator of TestNrtNestedGen): a new array per item, the argument itself, rows of a matrix; the
items alias what was yielded, as in Python (one array yielded three times and changed between
yields is one array three times in the list)."""
import numpy as np
from numba import njit


@njit
def random_directions(n):
    for i in range(n):
        vec = np.empty(3)
        vec[:] = 12
        vec[0] = i
        yield vec


@njit
def directions(n):
    return list(random_directions(n))


@njit
def gen0(arr):
    for i in range(arr.size):
        yield arr


@njit
def gen1(arr):
    out = np.zeros_like(arr)
    for x in gen0(arr):
        out = out + x
    return out, arr


@njit
def same_array(n):
    a = np.zeros(2)
    for i in range(n):
        a[0] = i
        yield a


@njit
def aliasing(n):
    items = list(same_array(n))
    return items[0][0], len(items)


@njit
def rows(m):
    for i in range(m.shape[0]):
        yield m[i]


@njit
def row_sums(m):
    s = 0.0
    for k, r in enumerate(rows(m)):
        s += (k + 1) * r.sum()
    return s

# call: directions(5)
# call: gen1(np.arange(10))
# call: aliasing(3)
# call: row_sums(np.arange(6.0).reshape(2, 3))

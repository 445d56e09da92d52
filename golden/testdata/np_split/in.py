"""np.split and np.array_split: a number of sections (equal or not), split points as a list,
a tuple or an integer array (out of range and negative points read as slice bounds), axis=,
the views sharing the argument's memory, lists and tuples split as arrays; np.split's
unequal-division error."""
import numpy as np
from numba import njit


@njit
def sections(a, k):
    return np.array_split(a, k), np.array_split(a, 3)


@njit
def equal(a):
    parts = np.split(a, 3)
    total = 0.0
    for p in parts:
        total += p.sum()
    return len(parts), total, parts[1]


@njit
def points(a):
    return np.split(a, [2, 5]), np.array_split(a, (1, 1, 4)), np.split(a, [-3, 100])


@njit
def points_array(a, idx):
    return np.array_split(a, idx)


@njit
def along(m):
    return np.array_split(m, 3, axis=1), np.split(m, [1], axis=0), np.array_split(m, [1, 3], 1)


@njit
def shares(a):
    parts = np.split(a, 2)
    parts[1][0] = -1.0
    return a


@njit
def cube(c):
    return np.array_split(c, 2, axis=2)


@njit
def ints(a):
    return np.array_split(a, 4)


@njit
def seqs(n):
    ls = [float(i) for i in range(n)]
    return np.split([1, 2, 3, 4], 2), np.array_split((1.0, 2.0, 3.0), [1]), np.array_split(ls, 3), np.split([[1, 2], [3, 4]], 2, axis=1)


@njit
def unequal(a):
    return np.split(a, 4)

# call: sections(np.arange(10.0), 4)
# call: sections(np.arange(2.0), 3)
# call: equal(np.arange(9.0))
# call: points(np.arange(8.0))
# call: points_array(np.arange(7.0), np.array([2, 3]))
# call: along(np.arange(20.0).reshape(4, 5))
# call: shares(np.arange(6.0))
# call: cube(np.arange(24.0).reshape(2, 3, 4))
# call: ints(np.arange(6))
# call: seqs(7)
# call: unequal(np.arange(6.0))

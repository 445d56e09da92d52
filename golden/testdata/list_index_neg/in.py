"""Indexing lists with negative and run-time indexes, and Numba's IndexError out of range."""
from numba import njit


@njit
def ends(n):
    l = [i * 3 for i in range(n)]
    return l[0], l[-1], l[-2], l[n - 1], l[-n]


@njit
def at(i):
    l = [10, 20, 30]
    return l[i]


@njit
def set_at(i, v):
    l = [1.0, 2.0, 3.0]
    l[i] = v
    l[-1] += 0.5
    return l

# call: ends(4)
# call: at(2)
# call: at(-3)
# call: at(3)
# call: at(-4)
# call: set_at(-2, 7)
# call: set_at(5, 1.0)

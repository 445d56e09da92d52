"""range objects inside enumerate and zip, a stored range iterated in a while-driven
helper, and a range built from an optional bound."""
import numpy as np
from numba import njit


@njit
def weighted(n):
    s = 0
    for i, v in enumerate(range(3, n)):
        s += i * v
    return s


@njit
def dot_range(a):
    s = 0.0
    for x, k in zip(a, range(1, 100, 2)):
        s += x * k
    return s


@njit
def count_in(r, lo, hi):
    c = 0
    k = lo
    while k < hi:
        if k in r:
            c += 1
        k += 1
    return c


@njit
def evens_between(lo, hi):
    return count_in(range(lo - lo % 2, hi, 2), lo, hi)

# call: weighted(6)
# call: weighted(3)
# call: dot_range(np.array([1.0, 2.0, 3.0]))
# call: evens_between(3, 11)
# call: evens_between(4, 4)

"""Lambdas and inner functions passed on or used as sort keys may read enclosing variables
bound once to a literal, as Numba captures such constants in a function that escapes."""
import numpy as np
from numba import njit


@njit
def apply(f, x):
    return f(x)


@njit
def shifted(x):
    k = 3
    scale = -0.5
    return apply(lambda y: y + k, x), apply(lambda y: y * scale, x)


@njit
def keyed(n):
    pivot = 4
    l = [3, 1, n, 7, 4]
    return sorted(l, key=lambda v: abs(v - pivot))


@njit
def mapped(a):
    offset = 10.0

    def shift(v):
        return v + offset

    return list(map(shift, a))


# call: shifted(3)
# call: shifted(2.5)
# call: keyed(5)
# call: mapped(np.array([1.0, 2.0]))

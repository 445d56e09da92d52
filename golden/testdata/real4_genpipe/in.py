"""Generators feeding generators: a windowed pairs generator over an array, a filter generator, and next() with a loop."""
import numpy as np
from numba import njit


@njit
def pairs(a):
    for i in range(a.shape[0] - 1):
        yield a[i], a[i + 1]


@njit
def rising(a):
    for x, y in pairs(a):
        if y > x:
            yield y - x


@njit
def run(a):
    s = 0.0
    n = 0
    for d in rising(a):
        s += d
        n += 1
    g = pairs(a)
    first = next(g)
    return s, n, first

# call: run(np.array([1.0, 3.0, 2.0, 5.0, 4.0, 8.0]))

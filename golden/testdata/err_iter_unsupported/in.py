"""iter() of a 2-D array (its rows: Numba compiles it, pygo iterates over 1-D arrays only) and
of a tuple of mixed item types (Numba rejects it too) are diagnostics, and so is an iterator
in zip() after the first argument or in an enumerate or zip nested in another (pygo would
collect all its values first, which its other holders would then miss)."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit
def rows(a):
    it = iter(a)
    return next(it)


@njit
def mixed(n):
    it = iter((n, 2.5))
    return next(it)


@njit
def zip_later(n):
    it = iter(range(n))
    s = 0
    for a, b in zip(range(3), it):
        s += a * b
    return s, list(it)


@njit
def zip_nested(n):
    it = iter(range(n))
    s = 0
    for a, b in zip(enumerate(it), range(3)):
        s += a[1] * b
    return s


# sig: rows(float64[:, ::1])
# call: mixed(3)
# call: zip_later(5)
# call: zip_nested(5)

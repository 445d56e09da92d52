"""Arrays indexed by slice objects: slice(...) with one, two or three parts (None left out, *args
from a tuple), kept in variables, passed to other compiled functions, mixed with integers and
slices in a tuple index, read and assigned; a zero step raises ValueError, as in Numba."""
import numpy as np
from numba import njit


@njit
def parts(*args):
    sl = slice(*args)
    return sl.start, sl.stop, sl.step


@njit
def parts1(a0):
    return parts(a0)


@njit
def parts2(a0, a1):
    return parts(a0, a1)


@njit
def parts3(a0, a1, a2):
    return parts(a0, a1, a2)


@njit
def take(a, s):
    return a[s]


@njit
def by_object(a, lo, hi, step):
    s = slice(lo, hi, step)
    return a[s], take(a, slice(None, None, -1)), take(a, slice(hi)), a[slice(lo, None)]


@njit
def construct_and_use(args, a):
    sl = slice(*args)
    return a[sl]


@njit
def in_tuple(m, k):
    rows = slice(None, None, 2)
    cols = slice(k, None)
    return m[rows, cols], m[1, cols], m[rows], m[rows, ::-1], m[slice(1, 2), 0]


@njit
def assign(a, k):
    s = slice(1, None, k)
    a[s] = 7
    b = a.reshape(2, 3)
    b[slice(None), slice(0, 1)] = -1
    return a


@njit
def zero_step(a):
    s = slice(1, 5, 0)
    return a[s]

# call: parts1(None)
# call: parts1(3)
# call: parts2(None, None)
# call: parts2(1, None)
# call: parts2(None, -2)
# call: parts3(None, -2, -1)
# call: parts3(None, None, -1)
# call: parts3(1, 5, 0)
# call: by_object(np.arange(6), 1, 5, 2)
# call: by_object(np.arange(6.0), -1, -5, -1)
# call: by_object(np.arange(4), 10, -10, 3)
# call: construct_and_use((None,), np.arange(5))
# call: construct_and_use((3,), np.arange(5))
# call: construct_and_use((1, None), np.arange(5))
# call: construct_and_use((None, -1, -2), np.arange(5))
# call: in_tuple(np.arange(12.0).reshape(3, 4), 1)
# call: in_tuple(np.arange(20).reshape(4, 5), -2)
# call: assign(np.arange(6), 2)
# call: assign(np.arange(6.0), 3)
# call: zero_step(np.arange(6))

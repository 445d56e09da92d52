"""Range objects held in a tuple and looped over (test_range's range_attrs and range_contains): their start, stop and step, and `x in r` for an int, bool, float or complex x (a float or complex is in r when it is a whole number that is: 2.0 yes, 2.5, NaN, inf and 2+1j no)."""
import numpy as np
from numba import njit


@njit
def attrs(start, stop, step):
    r1 = range(start)
    r2 = range(start, stop)
    r3 = range(start, stop, step)
    out = []
    for r in (r1, r2, r3):
        out.append((r.start, r.stop, r.step, len(r)))
    return out


@njit
def contains(val, start, stop, step):
    r1 = range(start)
    r2 = range(start, stop)
    r3 = range(start, stop, step)
    return [val in r for r in (r1, r2, r3)]


@njit
def floats(n):
    r = range(-3, n, 2)
    return 1.0 in r, 2.0 in r, 2.5 in r, np.nan in r, np.inf in r, -3.0 in r, float(n) not in r


@njit
def complexes(x):
    r = range(10)
    return x in r, 4 + 0j in r, 4 + 1j in r, True in r


# call: attrs(5, 10, 2)
# call: attrs(-2, -10, -3)
# call: contains(4, 0, 10, 2)
# call: contains(-1, 0, 0, 1)
# call: contains(3.0, 1, 9, 2)
# call: contains(3.5, 1, 9, 2)
# call: contains(6.0, 10, 0, -2)
# call: contains((1+0j), 0, 5, 1)
# call: contains((1+1j), 0, 5, 1)
# call: contains(True, 0, 5, 1)
# call: floats(7)
# call: floats(8)
# call: complexes(3.0)
# call: complexes(12.0)

"""hash() of datetime64 and timedelta64 values (Numba's: the count of units, -1 becoming -2) and np.int64/np.uint64 of them (the count; NaT is the minimum int64)."""
import numpy as np
from numba import njit


@njit
def h(a):
    return hash(a)


@njit
def count(a):
    return np.int64(a)


@njit
def ucount(a):
    return np.uint64(a)


@njit
def span_days(a, b):
    return np.int64(b - a) + 1

# call: h(np.timedelta64(7, 'D'))
# call: h(np.timedelta64(-1, 'h'))
# call: h(np.timedelta64('NaT', 'D'))
# call: h(np.datetime64('2020-01-01'))
# call: h(np.datetime64('1969-12-31'))
# call: count(np.datetime64('2020-01-01'))
# call: count(np.timedelta64(-3, 'ms'))
# call: count(np.datetime64('NaT', 's'))
# call: ucount(np.timedelta64(3, 'D'))
# call: span_days(np.datetime64('2020-02-01'), np.datetime64('2020-03-01'))

"""Comparisons of datetime64 and of timedelta64 values in their finer unit (years and months by the calendar); with a NaT every comparison is False but !=; timedeltas of units that do not convert (months and days) are unequal."""
import numpy as np
from numba import njit


@njit
def cmp(a, b):
    return a == b, a != b, a < b, a <= b, a > b, a >= b


@njit
def eq(a, b):
    return a == b, a != b


@njit
def between(a, lo, hi):
    return lo <= a < hi

# call: cmp(np.datetime64('2020-01-01'), np.datetime64('2020-01-01T00', 'h'))
# call: cmp(np.datetime64('2020-01-01'), np.datetime64('2020-01-01T01', 'h'))
# call: cmp(np.datetime64('2020-02'), np.datetime64('2020-01-31'))
# call: cmp(np.datetime64('2020'), np.datetime64('2020-01'))
# call: cmp(np.datetime64('1969'), np.datetime64('1968-12-31T23:59:59', 's'))
# call: cmp(np.datetime64('NaT', 'D'), np.datetime64('2020-01-01'))
# call: cmp(np.datetime64('NaT', 'D'), np.datetime64('NaT', 'D'))
# call: cmp(np.timedelta64(1, 'D'), np.timedelta64(24, 'h'))
# call: cmp(np.timedelta64(1, 'D'), np.timedelta64(25, 'h'))
# call: cmp(np.timedelta64(-3, 'ms'), np.timedelta64(-2999, 'us'))
# call: cmp(np.timedelta64(1, 'Y'), np.timedelta64(12, 'M'))
# call: cmp(np.timedelta64('NaT', 'h'), np.timedelta64(2, 'h'))
# call: cmp(np.timedelta64(7), np.timedelta64(7, 's'))
# call: eq(np.timedelta64(1, 'M'), np.timedelta64(30, 'D'))
# call: eq(np.timedelta64('NaT', 'M'), np.timedelta64(30, 'D'))
# call: between(np.datetime64('2020-06-15'), np.datetime64('2020-01'), np.datetime64('2021'))
# call: between(np.datetime64('2021-01-01'), np.datetime64('2020-01'), np.datetime64('2021'))
# call: between(np.timedelta64(90, 'm'), np.timedelta64(1, 'h'), np.timedelta64(2, 'h'))

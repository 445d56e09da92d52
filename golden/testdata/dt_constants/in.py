"""Module-level np.datetime64(...) and np.timedelta64(...) constants, which Numba freezes into compiled code: dates with the unit NumPy infers from the string or the one given, integer counts, NaT; the constructor is evaluated at compile time as NumPy evaluates it at import."""
import numpy as np
from numba import njit

EPOCH = np.datetime64('2001-01-01')
NOON = np.datetime64('2001-01-01T12', 'h')
STAMP = np.datetime64('2021-03-04T05:06:07.123456')
MONTH = np.datetime64('1999-11')
YEAR = np.datetime64('1900')
WEEK = np.datetime64('2020-01-15', 'W')
NEVER = np.datetime64('NaT', 'D')
FOUR_DAYS = np.timedelta64(4, 'D')
BACK = np.timedelta64(-4, 'D')
NO_TIME = np.timedelta64('NaT', 'D')
TICKS = np.timedelta64(10)
COUNTED = np.datetime64(18262, 'D')
EVE = np.datetime64('1969-12-31T23:59:59.5', 's')
EVE_DAY = np.datetime64('1969-12-31T23', 'D')
EVE_WEEK = np.datetime64('1969-12-25', 'W')
EVE_MONTH = np.datetime64('1969-12-31T23:59:59.5', 'M')
MINUTE_MS = np.datetime64('2020-01-01T05:06', 'ms')


@njit
def shifts(x):
    return x + EPOCH, x + NOON, x + NEVER, EPOCH - x


@njit
def deltas(x):
    return x + FOUR_DAYS, x + BACK, x + NO_TIME, x * 2 + TICKS


@njit
def since(d):
    return d - STAMP, d - MONTH, d - YEAR, d - WEEK, d - COUNTED


@njit
def flags():
    return np.isnat(NEVER), np.isnat(EPOCH), EPOCH < NOON, STAMP > EPOCH


@njit
def before_epoch(t):
    return EVE + t, EVE_DAY + t, EVE_WEEK + t, EVE_MONTH + t, MINUTE_MS + t

# call: before_epoch(np.timedelta64(0, 's'))
# call: shifts(np.timedelta64(4, 'D'))
# call: shifts(np.timedelta64(-90, 'm'))
# call: deltas(np.timedelta64(4, 'D'))
# call: deltas(np.timedelta64('NaT', 'D'))
# call: since(np.datetime64('2021-03-04T05:06:07', 's'))
# call: since(np.datetime64('2020-02-29'))
# call: flags()

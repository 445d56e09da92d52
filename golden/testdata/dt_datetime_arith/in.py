"""datetime64 arithmetic: datetime - datetime is a timedelta in the finer unit, datetime +/- timedelta (either order for +) a datetime; years and months convert to days and weeks by the calendar, as Numba's convert_datetime_for_arith; NaT propagates."""
import numpy as np
from numba import njit


@njit
def diff(a, b):
    return a - b


@njit
def shift(d, t):
    return d + t, t + d, d - t


@njit
def days_between(a, b):
    d = a - b
    return d, d / (b - b + (a - b))


@njit
def midpoint(a, b):
    return a + (b - a) / 2

# call: diff(np.datetime64('2020-03-01'), np.datetime64('2020-02-01'))
# call: diff(np.datetime64('2020-01-01'), np.datetime64('2019-01-01T05', 'h'))
# call: diff(np.datetime64('2020-01'), np.datetime64('2019-03-01'))
# call: diff(np.datetime64('2000'), np.datetime64('1900-02-28'))
# call: diff(np.datetime64('1969-12'), np.datetime64('1600-03-01'))
# call: diff(np.datetime64('1968'), np.datetime64('1970-01-01T00:00:01', 's'))
# call: diff(np.datetime64('2024-05'), np.datetime64('2020-01-05'))
# call: diff(np.datetime64('2020-02-29T12:00:00.250', 'ms'), np.datetime64('2020-02-28T00:00:00', 's'))
# call: diff(np.datetime64('NaT', 'D'), np.datetime64('2020-01-01'))
# call: diff(np.datetime64('2021'), np.datetime64('2020-01'))
# call: diff(np.datetime64('2020-01-01'), np.datetime64('2020-01-15', 'W'))
# call: shift(np.datetime64('2020-01-01'), np.timedelta64(5, 'h'))
# call: shift(np.datetime64('2020'), np.timedelta64(40, 'D'))
# call: shift(np.datetime64('2020'), np.timedelta64(3, 'W'))
# call: shift(np.datetime64('2020-02'), np.timedelta64(-7, 'm'))
# call: shift(np.datetime64('2020-02'), np.timedelta64(14, 'M'))
# call: shift(np.datetime64('2020'), np.timedelta64(2, 'Y'))
# call: shift(np.datetime64('1969-07-20T20:17', 'm'), np.timedelta64(1, 's'))
# call: shift(np.datetime64('2020-01-01'), np.timedelta64('NaT', 'D'))
# call: shift(np.datetime64('NaT', 's'), np.timedelta64(1, 'D'))
# call: shift(np.datetime64('2020-01-01'), np.timedelta64(3))
# call: midpoint(np.datetime64('2020-01-01T00', 'h'), np.datetime64('2020-01-02T01', 'h'))
# call: midpoint(np.datetime64('2020-01-01'), np.datetime64('2019-12-29'))
# call: days_between(np.datetime64('2020-03-01'), np.datetime64('2020-02-01T06', 'h'))
# call: days_between(np.datetime64('2020-03-01'), np.datetime64('NaT', 'D'))

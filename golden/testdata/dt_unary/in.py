"""np.isnat, -, + and abs() of timedelta64 values (NaT stays NaT), and the builtin min and max of two datetime64 or timedelta64 values of one unit, where a NaT first argument wins and a NaT second one loses, as in Numba."""
import numpy as np
from numba import njit


@njit
def isnat(a):
    return np.isnat(a)


@njit
def signs(t):
    return -t, +t, abs(t)


@njit
def lo_hi(a, b):
    return min(a, b), max(a, b)


@njit
def count_nat(a, b, c):
    n = 0
    for x in (a, b, c):
        if np.isnat(x):
            n += 1
    return n

# call: isnat(np.datetime64('2020-01-01'))
# call: isnat(np.datetime64('NaT', 'D'))
# call: isnat(np.datetime64('NaT'))
# call: isnat(np.timedelta64(0, 's'))
# call: isnat(np.timedelta64('NaT', 's'))
# call: signs(np.timedelta64(-3, 'D'))
# call: signs(np.timedelta64(5, 'ns'))
# call: signs(np.timedelta64('NaT', 'h'))
# call: lo_hi(np.timedelta64(3, 'D'), np.timedelta64(2, 'D'))
# call: lo_hi(np.timedelta64('NaT', 'D'), np.timedelta64(2, 'D'))
# call: lo_hi(np.timedelta64(2, 'D'), np.timedelta64('NaT', 'D'))
# call: lo_hi(np.datetime64('2020-01-01'), np.datetime64('2019-12-31'))
# call: lo_hi(np.datetime64('2020-01-01'), np.datetime64('NaT', 'D'))
# call: lo_hi(np.datetime64('NaT', 'D'), np.datetime64('2020-01-01'))
# call: count_nat(np.timedelta64(1, 'D'), np.timedelta64('NaT', 'D'), np.timedelta64('NaT', 'D'))

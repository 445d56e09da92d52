"""timedelta64 arithmetic with Numba's unit rules: + and - in the finer unit, * and / and // by integers and floats (truncating, NaT on division by zero), timedelta / timedelta as a float, NaT propagating."""
import numpy as np
from numba import njit


@njit
def add(a, b):
    return a + b


@njit
def sub(a, b):
    return a - b


@njit
def mul(a, n):
    return a * n, n * a


@njit
def div(a, n):
    return a / n, a // n


@njit
def ratio(a, b):
    return a / b


@njit
def mixed(a, b, k):
    c = a + b * k
    return c - a, (c - b) / a

# call: add(np.timedelta64(3, 'D'), np.timedelta64(5, 'h'))
# call: add(np.timedelta64(5, 'h'), np.timedelta64(3, 'D'))
# call: add(np.timedelta64(1, 'Y'), np.timedelta64(5, 'M'))
# call: add(np.timedelta64(2, 'W'), np.timedelta64(-90, 'm'))
# call: add(np.timedelta64('NaT', 'D'), np.timedelta64(1, 'D'))
# call: add(np.timedelta64(7), np.timedelta64(2, 's'))
# call: add(np.timedelta64(7, 'ms'), np.timedelta64(2, 'ns'))
# call: sub(np.timedelta64(3, 'D'), np.timedelta64(5, 'h'))
# call: sub(np.timedelta64(3, 's'), np.timedelta64('NaT', 's'))
# call: sub(np.timedelta64(-4, 'us'), np.timedelta64(9, 'us'))
# call: mul(np.timedelta64(7, 'D'), 3)
# call: mul(np.timedelta64(7, 'D'), -2.5)
# call: mul(np.timedelta64(7, 'h'), 0.1)
# call: mul(np.timedelta64('NaT', 'D'), 2)
# call: mul(np.timedelta64(7, 'D'), float('nan'))
# call: div(np.timedelta64(7, 'D'), 2)
# call: div(np.timedelta64(-7, 'D'), 2)
# call: div(np.timedelta64(-7, 'D'), 2.0)
# call: div(np.timedelta64(7, 'D'), -3)
# call: div(np.timedelta64(7, 'D'), 0)
# call: div(np.timedelta64(7, 'D'), 0.0)
# call: div(np.timedelta64(7, 'D'), float('nan'))
# call: div(np.timedelta64('NaT', 'h'), 2)
# call: ratio(np.timedelta64(7, 'D'), np.timedelta64(2, 'h'))
# call: ratio(np.timedelta64(3, 'h'), np.timedelta64(2, 'D'))
# call: ratio(np.timedelta64(3, 'Y'), np.timedelta64(6, 'M'))
# call: ratio(np.timedelta64(3, 'D'), np.timedelta64(0, 'D'))
# call: ratio(np.timedelta64(0, 'D'), np.timedelta64(0, 'D'))
# call: ratio(np.timedelta64(3, 'D'), np.timedelta64('NaT', 'D'))
# call: mixed(np.timedelta64(2, 'h'), np.timedelta64(30, 'm'), 3)

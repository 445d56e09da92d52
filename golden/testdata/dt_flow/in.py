"""datetime64 and timedelta64 values through the language: augmented assignment (+=, -=, *=, /=, //=) with Numba's unit rules, calls of other compiled functions, loops, conditional expressions, tuples returned and unpacked."""
import numpy as np
from numba import njit


@njit
def elapsed(a, b):
    return b - a


@njit
def aug(t, d, n):
    x = t
    x += t
    x *= n
    y = x
    y //= 4
    e = d
    e = e + t
    e -= x
    return x, y, e, elapsed(d, e)


@njit
def schedule(start, step, n):
    t = start
    total = step - step
    for i in range(n):
        t = t + step
        total += step
    return t, total, elapsed(start, t) / step


@njit
def pick(a, b, first):
    lo, hi = (a, b) if a < b else (b, a)
    return lo if first else hi

# call: aug(np.timedelta64(3, 'h'), np.datetime64('2020-01-01'), 5)
# call: aug(np.timedelta64(-7, 'h'), np.datetime64('2020-03-01T12', 'h'), 2)
# call: aug(np.timedelta64('NaT', 'h'), np.datetime64('2020-01-01'), 5)
# call: schedule(np.datetime64('2021-06-01T08:00', 'm'), np.timedelta64(45, 'm'), 10)
# call: schedule(np.datetime64('2021-06-01T08:00', 'm'), np.timedelta64(45, 'm'), 0)
# call: pick(np.timedelta64(5, 's'), np.timedelta64(2, 's'), True)
# call: pick(np.timedelta64(5, 's'), np.timedelta64(2, 's'), False)
# call: pick(np.datetime64('2020-01-01'), np.datetime64('NaT', 'D'), True)

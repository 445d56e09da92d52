"""Optional values passed to another function (specialized on OptionalType), widened from
int64 to float64 across paths, compared with ==, returned from a try body, and reassigned
None inside a loop."""
import numpy as np
from numba import njit


@njit
def describe(x):
    if x is None:
        return -1.0
    return x * 2.0


@njit
def widened(n):
    x = None
    if n > 5:
        x = 1
    elif n > 2:
        x = 2.5
    return describe(x)


@njit
def equals_four(n):
    x = None
    if n > 0:
        x = n
    return x == 4


@njit
def guarded(n):
    try:
        if n < 0:
            raise ValueError("negative")
        if n == 0:
            return None
        return n * 3
    except Exception:
        return -1


@njit
def last_small(a, limit):
    last = None
    for i in range(a.shape[0]):
        if a[i] < limit:
            last = a[i]
        elif a[i] > 10 * limit:
            last = None
    if last is None:
        return -1.0
    return last

# call: widened(7)
# call: widened(3)
# call: widened(1)
# call: equals_four(4)
# call: equals_four(3)
# call: equals_four(0)
# call: guarded(2)
# call: guarded(0)
# call: guarded(-2)
# call: last_small(np.array([1.0, 5.0, 2.0, 9.0]), 3.0)
# call: last_small(np.array([1.0, 50.0]), 3.0)

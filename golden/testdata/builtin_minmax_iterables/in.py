"""min() and max() of one iterable: a range (literal or stored), a generator of floats (usecases of
Numba's test_builtins.py test_min_max_iterable_input), with NaN items compared as Python does."""
import numpy as np
from numba import njit


@njit
def frange(start, stop, step):
    i = start
    while i < stop:
        yield i
        i += step


@njit
def ranges(n):
    r = range(4, n)
    return min(range(10)), max(range(10)), min(range(-4, -15, -1)), max(range(-4, -15, -1)), min(r), max(r)


@njit
def gens():
    return min(frange(1.1, 3.3, 0.1)), max(frange(1.1, 3.3, 0.1))


@njit
def nan_items(a):
    for i in range(a.size):
        yield a[i]


@njit
def with_nan(a):
    return min(nan_items(a)), max(nan_items(a))

# call: ranges(12)
# call: gens()
# call: with_nan(np.array([np.nan, -np.inf, np.inf, np.nan]))
# call: with_nan(np.array([2.0, np.nan, 1.0]))

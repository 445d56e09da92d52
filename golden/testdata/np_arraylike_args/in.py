"""NumPy functions whose Numba implementations take an array_like (np.asarray of a list or
tuple of numbers) where an array goes: np.trapz, np.interp, np.delete, np.partition,
np.extract, np.flipud and np.fliplr given reflected lists and tuples (2-d from a tuple of
tuples)."""
import numpy as np
from numba import njit


@njit
def trapz(y, x):
    return np.trapz(y), np.trapz(y, x)


@njit
def interp(x, xp, fp):
    return np.interp(x, xp, fp)


@njit
def pick(a, k):
    return np.delete(a, k), np.partition(a, k)


@njit
def extract(c, a):
    return np.extract(c, a)


@njit
def flips(m):
    return np.flipud(m), np.fliplr(m)


# call: trapz([1, 2, 3], [0.5, 1.0, 3.0])
# call: trapz((1.0, 4.0, 9.0, 16.0), (1, 2, 3, 4))
# call: trapz([2.0], [1.0])
# call: interp([0.5, 1.5, 9.0], (0.0, 1.0, 2.0), [10, 20, 30])
# call: interp((-1.0, 0.25), [0.0, 1.0], (2.0, 4.0))
# call: pick([5, 3, 9, 1, 7], 2)
# call: pick((2.5, -1.0, 0.0), 0)
# call: extract([True, False, True, True], [1.5, 2.5, 3.5, 4.5])
# call: extract((0, 1, 1), (7, 8, 9))
# call: flips(((1, 2, 3), (4, 5, 6)))
# call: flips(((1.5, 2.5),))

"""np.count_nonzero(a, axis=...) as Numba 0.56 computes it, np.sum(a.astype(np.bool_), axis=axis):
int64 counts along the axis, axis=None passed in counts everything, on a 1-d array the result is
the bool sum of bools (any nonzero), and an axis outside 0..3 (a negative one too) raises Numba's
ValueError for sum."""
import numpy as np
from numba import njit


@njit
def count(a, axis):
    return np.count_nonzero(a, axis=axis)


@njit
def count_const(a):
    return np.count_nonzero(a, 0), np.count_nonzero(a, axis=1), np.count_nonzero(a, axis=None)


@njit
def count_negative(a):
    return np.count_nonzero(a, axis=-1)

# call: count(np.arange(6).reshape(2, 3), 0)
# call: count(np.arange(6).reshape(2, 3), 1)
# call: count(np.arange(24).reshape(2, 3, 4) % 3, 1)
# call: count(np.array([[True, False], [False, False]]), 0)
# call: count(np.arange(6.0).reshape(3, 2).T, 1)
# call: count(np.arange(6), None)
# call: count(np.arange(6.0), 0)
# call: count(np.zeros(3), 0)
# call: count(np.arange(6).reshape(2, 3), 2)
# call: count_const(np.array([[0.0, 1.5, np.nan], [0.0, 0.0, -2.0]]))
# call: count_negative(np.arange(6).reshape(2, 3))

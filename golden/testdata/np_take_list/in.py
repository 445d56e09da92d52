"""np.take and a.take with list indices (a reflected list of ints, flat and 2-d arrays, negative
indices) and a scalar index, with Numba's IndexError for an index out of range."""
import numpy as np
from numba import njit


@njit
def take(a, i):
    return np.take(a, [0, i, -1]), a.take([i, i])


@njit
def take_scalar(a, i):
    return np.take(a, i)


# call: take(np.arange(5.0), 2)
# call: take(np.arange(6).reshape(2, 3), -2)
# call: take(np.arange(5.0), 7)
# call: take_scalar(np.arange(6).reshape(2, 3), 4)

"""np.searchsorted and np.interp with a value array of more than one dimension (Numba 0.56's
test_np_functions usecases): the result has the values' shape."""
import numpy as np
from numba import njit


@njit
def search(a, v):
    return np.searchsorted(a, v), np.searchsorted(a, v, side='right')


@njit
def interp(x, xp, fp):
    return np.interp(x, xp, fp)

# call: search(np.array([1.0, 2.0, 2.0, 5.0]), np.array([[0.5, 2.0, 7.0], [2.0, np.nan, 1.0]]))
# call: search(np.array([1, 3, 5]), np.arange(12).reshape(2, 3, 2))
# call: search(np.array([1.0, 3.0]), np.arange(6.0).reshape(3, 2).T)
# call: interp(np.array([[0.5, 1.5], [2.5, -1.0]]), np.array([0.0, 1.0, 2.0]), np.array([10.0, 20.0, 40.0]))
# call: interp(np.arange(6.0).reshape(2, 3).T / 2, np.array([0.0, 2.0]), np.array([1.0, -1.0]))

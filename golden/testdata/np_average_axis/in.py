"""np.average with axis= and weights= as Numba 0.56 has them: axis=None and weights=None passed in
are left out; without weights an axis is ignored (the mean of everything); with weights an axis,
or weights of another shape than a's, raise TypeError; weights summing to zero raise
ZeroDivisionError."""
import numpy as np
from numba import njit


@njit
def average(a, axis=None, weights=None):
    return np.average(a, axis=axis, weights=weights)


@njit
def average_pos(a, axis, weights):
    return np.average(a, axis, weights)

# call: average(np.arange(6.0).reshape(2, 3))
# call: average(np.arange(6.0).reshape(2, 3), None, None)
# call: average(np.arange(6.0).reshape(2, 3), 1)
# call: average(np.arange(6).reshape(3, 2), 0, None)
# call: average(np.array([1.0, 2.0, 4.0]), None, np.array([3.0, 1.0, 0.5]))
# call: average(np.array([True, False, True]), None, np.array([1.0, 2.0, 3.0]))
# call: average_pos(np.array([1.0, 2.0, 4.0]), 0, np.array([3.0, 1.0, 0.5]))
# call: average_pos(np.arange(6.0).reshape(2, 3), None, np.array([1.0, 2.0, 3.0]))
# call: average_pos(np.arange(6.0).reshape(2, 3), None, np.array([[1.0, 2.0, 3.0], [-1.0, -2.0, -3.0]]))

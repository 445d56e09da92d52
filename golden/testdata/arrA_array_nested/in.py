"""np.array from literals: flat and nested lists and tuples, mixed int/float, negative numbers, dtype=."""
import numpy as np
from numba import njit


@njit
def flat():
    return np.array([1, 2, 3]), np.array([1, 2.5, -3]), np.array((4, 5)), np.array((1.0, -2))


@njit
def nested():
    a = np.array([[1, 2, 3], [4, 5, 6]])
    b = np.array([[1.5, -2], [3.0, 4]])
    c = np.array(((1, 2), (3, 4), (5, 6)))
    d = np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]])
    e = np.array(((1.5, 2), (-3, 4)))
    f = np.array([(1, -2), (3, 4)])
    return a, b, c, d, e, f, d.shape


@njit
def typed(x):
    a = np.array([x, 2 * x, -x], dtype=np.float64)
    b = np.array([[x, 0.5], [1.0, x]])
    c = np.array([[1, 2], [3, 4]], dtype=np.float64)
    return a, b, c, np.array([True, False, True])

# call: flat()
# call: nested()
# call: typed(3)
# call: typed(-1.25)

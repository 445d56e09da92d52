"""Fixes from triaging Numba 0.56's test_np_functions: np.digitize with NaN elements (the last bin
for increasing bins, with right=True next to NaN bins) and with decreasing bins; np.cross's
ValueErrors (two 2-element vectors, other lengths) with Numba's messages; np.isscalar of a str."""
import numpy as np
from numba import njit


@njit
def digitize(x, bins):
    return np.digitize(x, bins), np.digitize(x, bins, right=True)


@njit
def cross(a, b):
    return np.cross(a, b)


@njit
def isscalar():
    return np.isscalar('numba'), np.isscalar(1.5), np.isscalar(np.zeros(2))

# call: digitize(np.array([-np.inf, np.inf, 0.0, 9.5, 7.0, 1.0, 0.99, np.nan, 4.5, 9.0, 4.4, 8.0]), np.array([1.0, 3.0, 4.5, 8.0]))
# call: digitize(np.array([-np.inf, np.inf, 0.0, 9.5, 7.0, 1.0, 0.99, np.nan, 4.5, 9.0, 4.4, 8.0]), np.array([8.0, 4.5, 3.0, 1.0]))
# call: digitize(np.array([0.5, np.nan, 2.0]), np.array([1.0, 2.0, np.nan, np.nan]))
# call: digitize(np.array([0.5, np.nan, 2.0]), np.array([np.nan, 2.0, 1.0]))
# call: digitize(np.array([1.0, 2.0]), np.array([1.0, 3.0, 2.0]))
# call: digitize(np.arange(6).reshape(2, 3), np.array([1, 3, 3, 5]))
# call: cross(np.array([1, 2, 3]), np.array([4, 5, 6]))
# call: cross(np.array([1.0, 2.0]), np.array([4.0, 5.0, 6.0]))
# call: cross(np.array([1, 2]), np.array([3, 4]))
# call: cross(np.array([0, 1, 2, 3]), np.array([0, 1, 2]))
# call: isscalar()

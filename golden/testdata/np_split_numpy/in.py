"""np.split and np.array_split with a negative axis and with an empty list of split points,
as NumPy computes them."""
# oracle: cpython Numba 0.56 ignores a negative axis (it splits along axis 0) and fails on an empty list of split points
import numpy as np
from numba import njit


@njit
def last_axis(m):
    return np.array_split(m, 3, axis=-1), np.split(m, [1], axis=-2)


@njit
def no_points(a):
    pts = [1]
    pts.pop()
    return np.split(a, pts)

# call: last_axis(np.arange(12.0).reshape(3, 4))
# call: no_points(np.arange(3.0))

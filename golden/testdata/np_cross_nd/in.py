"""np.cross of arrays of more than one dimension (the vectors along the last axes, the other
axes broadcast) and numba.np.extensions.cross2d, as Numba 0.56: vectors of 2 read with a third
component 0 * x0 (NaN for an infinite x0), the promoted dtype, lists as operands, and Numba's
errors for vectors of other lengths."""
import numpy as np
from numba import njit
from numba.np.extensions import cross2d


@njit
def cross(a, b):
    return np.cross(a, b)


@njit
def cross_2d(a, b):
    return cross2d(a, b)


@njit
def cross_lists():
    return np.cross([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]], [0.0, 0.0, 1.0]), cross2d([1.0, 2.0], [3.0, 4.0])


@njit
def cross_views(a):
    return np.cross(a[::2], a[1::2]), np.cross(a.T[:, :3], a[0, :3])

# call: cross(np.arange(12.0).reshape(4, 3), np.array([1.0, -2.0, 0.5]))
# call: cross(np.array([1.0, -2.0, 0.5]), np.arange(12.0).reshape(4, 3))
# call: cross(np.arange(12.0).reshape(4, 3), np.arange(12.0).reshape(4, 3)[::-1])
# call: cross(np.arange(24.0).reshape(2, 1, 4, 3), np.arange(12.0).reshape(4, 3) + 1.0)
# call: cross(np.arange(8.0).reshape(4, 2), np.arange(12.0).reshape(4, 3))
# call: cross(np.array([[np.inf, 1.0], [-2.0, 3.0]]), np.array([1.0, 2.0, 3.0]))
# call: cross(np.arange(12, dtype=np.int32).reshape(4, 3), np.array([100000, 7, -3], dtype=np.int32) * 30000)
# call: cross(np.arange(12).reshape(4, 3), np.array([0.5, 1.5, 2.5]))
# call: cross(np.arange(6.0).reshape(2, 3) * 1j, np.arange(6.0).reshape(2, 3))
# call: cross(np.zeros((0, 3)), np.ones(3))
# call: cross(np.arange(12.0).reshape(4, 3), np.arange(8.0).reshape(2, 4))
# call: cross(np.arange(8.0).reshape(4, 2), np.arange(8.0).reshape(4, 2))
# call: cross_2d(np.arange(8.0).reshape(4, 2), np.array([1.0, -1.0]))
# call: cross_2d(np.array([1.0, 2.0]), np.array([3.0, 4.0]))
# call: cross_2d(np.arange(6).reshape(3, 2), np.arange(6).reshape(3, 2)[::-1])
# call: cross_2d(np.arange(6.0).reshape(2, 3), np.arange(6.0).reshape(2, 3))
# call: cross_lists()
# call: cross_views(np.arange(12.0).reshape(4, 3))

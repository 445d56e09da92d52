"""Joining arrays: np.concatenate (1-d, 2-d along axis 0 and 1, int with float promotes, empty
pieces), np.stack (axis 0 and 1), np.hstack and np.vstack (1-d rows become a 2-d array)."""
import numpy as np
from numba import njit


@njit
def concat(a, b):
    return np.concatenate((a, b)), np.concatenate((b, a, b))


@njit
def concat2(m, n):
    return np.concatenate((m, n)), np.concatenate((m, n), axis=1), np.concatenate((m, n), axis=0)


@njit
def stacked(a, b):
    return np.stack((a, b)), np.stack((a, b), axis=1), np.hstack((a, b)), np.vstack((a, b))


@njit
def stacked2(m, n):
    return np.hstack((m, n)), np.vstack((m, n)), np.stack((m, n)).shape

# call: concat(np.array([1.0, 2.0]), np.array([3.0]))
# call: concat(np.array([1, 2]), np.array([0.5, 1.5, 2.5]))
# call: concat(np.zeros(0, dtype=np.int32), np.array([7], dtype=np.int32))
# call: concat2(np.arange(4.0).reshape(2, 2), np.arange(10.0, 14.0).reshape(2, 2))
# call: stacked(np.array([1.0, 2.0, 3.0]), np.array([-1.0, -2.0, -3.0]))
# call: stacked(np.array([1, 2]), np.array([3, 4]))
# call: stacked2(np.arange(6).reshape(2, 3), np.arange(6, 12).reshape(2, 3))

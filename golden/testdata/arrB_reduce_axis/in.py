"""Reductions along an axis that Numba 0.56 compiles: np.sum / .sum with axis= on 2-d and
3-d arrays (int32 sums widen to int64), and np.argmin / np.argmax with axis=."""
import numpy as np
from numba import njit


@njit
def sums(m):
    return np.sum(m, axis=0), np.sum(m, axis=1), m.sum(axis=0), m.sum(axis=1)


@njit
def sums3(t):
    return np.sum(t, axis=0), np.sum(t, axis=1), np.sum(t, axis=2)


@njit
def args(m):
    return np.argmin(m, axis=0), np.argmax(m, axis=0), np.argmin(m, axis=1), np.argmax(m, axis=1)

# call: sums(np.arange(12.0).reshape(3, 4))
# call: sums(np.array([[2147483647, 1], [1, -5]], dtype=np.int32))
# call: sums(np.array([[True, False, True], [True, True, False]]))
# call: sums(np.zeros((0, 3)))
# call: sums3(np.arange(24).reshape(2, 3, 4))
# call: args(np.array([[3.0, 1.0, 4.0], [1.0, 5.0, 9.0], [2.0, 6.0, 5.0]]))
# call: args(np.array([[1, 1, 0, 7], [1, 2, 0, -7]]))
# call: args(np.array([[1.0, np.nan], [0.0, 2.0]]))

"""np.argwhere and np.flatnonzero of what np.asarray takes (Numba's test_array_manipulation): tuples and lists of numbers, and numbers (Numba's (1, 0) / (0, 0) and [0] / [] for true / false)."""
import numpy as np
from numba import njit


@njit
def argwhere(a):
    return np.argwhere(a)


@njit
def flatnonzero(a):
    return np.flatnonzero(a)


@njit
def of_tuple(x):
    t = (0.0, x, 0.0, -6.0)
    return np.argwhere(t), np.flatnonzero(t)


@njit
def of_list(n):
    xs = [i % 3 for i in range(n)]
    return np.argwhere(xs), np.flatnonzero(xs)

# call: argwhere(np.arange(-3, 3).reshape(2, 3))
# call: argwhere(5)
# call: argwhere(0.0)
# call: argwhere(True)
# call: flatnonzero(-2)
# call: flatnonzero(0)
# call: flatnonzero(np.array([[0.0, 1.5], [2.0, 0.0]]))
# call: of_tuple(1.0)
# call: of_tuple(0.0)
# call: of_list(7)

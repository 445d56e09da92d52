"""np.take and a.take with lists and tuples of indices, as Numba: np.asarray of them (a tuple
of tuples gives a 2-d result), negative indices counting from the end of the flattened array."""
import numpy as np
from numba import njit


@njit
def take(a, i):
    return np.take(a, i), a.take(i)


@njit
def literal(a):
    return np.take(a, [0, -1, 2]), a.take((1, 1)), a.take(((0, 1), (2, 3))), np.take(a, [3])


@njit
def out_of_range(a):
    return np.take(a, [0, 99])


# call: take(np.arange(12.0).reshape(3, 4), [1, 5, -1])
# call: take(np.arange(12.0).reshape(3, 4), (0, 11))
# call: take(np.arange(12.0).reshape(3, 4), ((1, 2), (3, 4)))
# call: take(np.array([1.5, np.nan, -np.inf]), (2, 0, 1, 1))
# call: take(np.array([3, 1, 2], dtype=np.int32), [-3, -2, -1])
# call: literal(np.array([10, 20, 30, 40]))
# call: literal(np.arange(8.0).reshape(2, 2, 2)[:, ::-1])
# call: out_of_range(np.array([1.0, 2.0]))

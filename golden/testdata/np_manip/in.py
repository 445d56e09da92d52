"""Array manipulations: np.repeat (count or counts), take (one index or many, and the
method), delete, append, array_equal, cross, expand_dims, around/round_ with decimals (arrays into an output, as Numba requires),
np.shape and a.item()."""
import numpy as np
from numba import njit


@njit
def repeats(a, r):
    return np.repeat(a, 2), np.repeat(a, r), a.repeat(3)


@njit
def takes(a, idx):
    return np.take(a, idx), np.take(a, 3), np.take(a, -1), a.take(idx)


@njit
def deletes(a, i, idx):
    return np.delete(a, i), np.delete(a, idx)


@njit
def appends(a, b):
    return np.append(a, b), np.append(a, 7.5), np.append(b, a)


@njit
def equal(a, b):
    return np.array_equal(a, b), np.array_equal(a, a), np.array_equal(a, b[:2])


@njit
def crosses(a, b):
    return np.cross(a, b), np.cross(b, a)


@njit
def expand(a):
    x = np.expand_dims(a, 0)
    y = np.expand_dims(a, 1)
    z = np.expand_dims(a, -1)
    return x.shape, y.shape, z.shape, x.copy(), y.copy()


@njit
def rounds(a, x):
    o1 = np.empty_like(a)
    o2 = np.empty_like(a)
    np.around(a, 1, o1)
    r = np.round_(a, -1, o2)
    return o1, r, np.round(x, 2), np.around(x), np.round_(x, -1)


@njit
def shapes(a, m):
    return np.shape(a), np.shape(m), a.item() if a.size == 1 else m.item()

# call: repeats(np.array([1, 2, 3]), np.array([0, 2, 1]))
# call: repeats(np.array([[1.5, 2.5], [3.5, 4.5]]), np.array([1]))
# call: takes(np.arange(10.0, 22.0).reshape(3, 4), np.array([0, 5, -2]))
# call: takes(np.arange(3), np.array([3]))
# call: deletes(np.array([1.0, 2.0, 3.0, 4.0]), 1, np.array([0, -1]))
# call: deletes(np.arange(6).reshape(2, 3), -1, np.array([2, 2]))
# call: deletes(np.array([1.0, 2.0]), 5, np.array([0]))
# call: appends(np.array([1.0, 2.0]), np.array([[3.0, 4.0]]))
# call: appends(np.array([1, 2]), np.array([3.5]))
# call: equal(np.array([1.0, 2.0, 3.0]), np.array([1.0, 2.0, 3.0]))
# call: equal(np.array([1, 2, 3]), np.array([1.0, 2.0, 4.0]))
# call: crosses(np.array([1.0, 2.0, 3.0]), np.array([4.0, 5.0, 6.0]))
# call: crosses(np.array([1, 0, 0]), np.array([0, 1]))
# call: expand(np.array([1.0, 2.0, 3.0]))
# call: rounds(np.array([1.25, 2.5, -3.55, 15.0, 0.5]), 2.675)
# call: rounds(np.array([[0.125, 1e300], [np.inf, np.nan]]), -1.5)
# call: shapes(np.array([5.0]), np.zeros((2, 3)))
# call: shapes(np.array([5.0, 6.0]), np.zeros((1, 1)))
# call: shapes(np.array([5.0, 6.0]), np.zeros((2, 1)))

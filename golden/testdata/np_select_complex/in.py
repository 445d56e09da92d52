"""np.select of tuples of condition and choice arrays (with and without a default),
np.take_along_axis (with broadcasting and negative indexes), and
np.iscomplex / np.isreal of complex and real arrays and numbers."""
import numpy as np
from numba import njit


@njit
def select(x):
    return (np.select((x < 0, x > 5), (-x, x * 10)), np.select((x < 2,), (x,), -1),
            np.select((x == 1, x > 0), (x + 0.5, x - 0.5), 7.5))


@njit
def kinds(z, r, c, f):
    return np.iscomplex(z), np.isreal(z), np.iscomplex(r), np.isreal(r), np.iscomplex(c), np.isreal(c), np.isreal(f)

# call: select(np.array([-2.0, 1.0, 3.0, 8.0]))
# call: select(np.array([[-1.0, 6.0], [0.0, 1.0]]))
# call: kinds(np.array([1 + 0j, 2j, -1.5 + 0j]), np.array([1.0, 2.0]), 3 + 0j, 2.5)


@njit
def along(m, idx, v, vi):
    return np.take_along_axis(m, idx, 1), np.take_along_axis(m, idx[:1, :] % 2, 0), np.take_along_axis(v, vi, 0)

# call: along(np.array([[10.0, 30.0, 20.0], [60.0, 40.0, 50.0]]), np.array([[0, 2], [1, -1]]), np.array([5, 6, 7]), np.array([2, 0]))
# call: along(np.array([[1.0, 2.0], [3.0, 4.0]]), np.array([[1, 1], [1, 0]]), np.array([5, 6, 7]), np.array([-3]))

"""np.divmod with output arrays given positionally (q, or q and r): the pairs cast into them
(float32, float outputs of integer inputs), inputs broadcast to the outputs' shape (2-d,
numbers, 0-d), the outputs returned and the same arrays as those given."""
import numpy as np
from numba import njit


@njit
def both(x, y, q, r):
    res = np.divmod(x, y, q, r)
    return res[0] is q, res[1] is r, q, r


@njit
def first(x, y, q):
    res = np.divmod(x, y, q)
    return res[0] is q, res[0], res[1]


@njit
def numbers(a, b, q, r):
    np.divmod(a, b, q, r)
    return q, r


@njit
def zero_d(a, b):
    return np.divmod(a, b)


@njit
def in_place(x, y):
    np.divmod(x, y, x, y)
    return x, y

# call: both(np.array([7.5, -2.25, 3.5, 0.0]), np.array([2.0, 2.0, -1.5, 3.0]), np.zeros(4), np.zeros(4))
# call: both(np.array([7.5, -2.25, 3.5]), np.array([2.0, 2.0, -1.5]), np.zeros(3, dtype=np.float32), np.zeros(3, dtype=np.float32))
# call: both(np.arange(-3, 3), 4, np.zeros(6), np.zeros(6))
# call: both(np.arange(-6, 6).reshape(3, 4), np.array([5, -3, 2, 7]), np.zeros((3, 4), dtype=np.int64), np.zeros((3, 4), dtype=np.int64))
# call: both(np.array([7.0, -7.0, 5.5]), np.array([2.0, -2.0, 1.5]), np.zeros((2, 3)), np.zeros((2, 3)))
# call: first(np.array([9, -9, 4]), np.array([4, 4, -3]), np.zeros(3, dtype=np.int64))
# call: first(np.arange(6.0).reshape(2, 3), np.array([2.5, -1.0, 4.0]), np.zeros((2, 3)))
# call: numbers(17, 5, np.zeros(3), np.zeros(3))
# call: numbers(-7.5, 2.0, np.zeros(()), np.zeros(()))
# call: in_place(np.array([7.5, -7.5, 1.0]), np.array([2.0, 2.0, -3.0]))
# call: numbers(np.array(7.0), np.array([2.0, -2.0, 3.0]), np.zeros(3), np.zeros(3))
# call: zero_d(np.array(7.5), 2.0)
# call: zero_d(np.array(-9), np.array(4))

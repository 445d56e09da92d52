"""np.divmod with NumPy's out=(q, r) keyword (None for an output to allocate) and None given
positionally, and the ValueError NumPy raises for outputs that are not of the broadcast shape
of all operands."""
# oracle: cpython Numba 0.56 rejects out= and None outputs of np.divmod (and writes past outputs of another shape)
import numpy as np
from numba import njit


@njit
def kw(x, y, q, r):
    res = np.divmod(x, y, out=(q, r))
    return res[0] is q, res[1] is r, q, r


@njit
def kw_first(x, y, q):
    res = np.divmod(x, y, out=(q, None))
    return res[0] is q, res


@njit
def kw_second(x, y, r):
    res = np.divmod(x, y, out=(None, r))
    return res[1] is r, res


@njit
def none_first(x, y, r):
    return np.divmod(x, y, None, r)


@njit
def positional(x, y, q, r):
    return np.divmod(x, y, q, r)

# call: kw(np.array([7.5, -2.25, 3.5]), np.array([2.0, 2.0, -1.5]), np.zeros(3), np.zeros(3))
# call: kw(np.arange(-4, 4).reshape(2, 4), 3, np.zeros((2, 4), dtype=np.int64), np.zeros((2, 4)))
# call: kw_first(np.array([9, -9, 4]), np.array([4, 4, -3]), np.zeros(3, dtype=np.float32))
# call: kw_second(np.arange(6.0).reshape(2, 3), np.array([2.5, -1.5, 4.0]), np.zeros((2, 3)))
# call: none_first(np.array([5, -5]), 3, np.zeros(2, dtype=np.int64))
# call: positional(np.array([7.5, -2.25, 3.5]), np.array([2.0, 2.0, -1.5]), np.zeros(4), np.zeros(4))
# call: positional(np.arange(6.0).reshape(2, 3), 2.0, np.zeros((1, 3)), np.zeros((1, 3)))
# call: kw(np.array([1.0, 2.0]), 2.0, np.zeros(2), np.zeros(3))

"""np.ediff1d with to_end and to_begin, as Numba's np_ediff1d: numbers, arrays of any shape
(raveled), lists and tuples, cast to the dtype of ary, which they must cast to safely; an
empty ary gives to_begin then to_end (the cases of Numba's test_ediff1d)."""
import numpy as np
from numba import njit


@njit
def both(a, end, begin):
    return np.ediff1d(a, end, begin)


@njit
def kw(a, end, begin):
    return np.ediff1d(a, to_end=end), np.ediff1d(a, to_begin=begin), np.ediff1d(a, to_begin=begin, to_end=end)


@njit
def literal(a):
    return np.ediff1d(a, to_end=(1, 2)), np.ediff1d(a, to_begin=[7]), np.ediff1d(a, None, ())


# call: both(np.array([1.0, 4.0, 9.0, 16.0]), 0.5, -1.0)
# call: both(np.array([1, 4, 9, 16]), np.array([[1, 2], [3, 4]]), np.array([5]))
# call: both(np.arange(12.0).reshape(3, 4), np.array([np.nan, np.inf]), 3)
# call: both(np.array([], dtype=np.float64), np.array([1.0, 2.0]), 9.0)
# call: both(np.array([2.5]), 1.0, 2.0)
# call: both(np.array([1.0, 3.0]), np.array([], dtype=np.float64), np.array([], dtype=np.float64))
# call: kw(np.array([3, 1, 4, 1, 5]), np.array([7, 8], dtype=np.int16), 100)
# call: kw(np.array([1.5, -2.5, 0.25]), True, np.array([[1.0], [2.0]]))
# call: kw(np.array([1 + 2j, 3 - 1j]), 1.5, 2)
# call: literal(np.array([1.0, 2.0, 4.0]))

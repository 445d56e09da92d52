"""cumsum and cumprod (int32 widens to int64, 2-d flattens, empty), np.sort / ndarray.sort
(NaN sorts last, -0.0 and 0.0 keep their order in a stable sort), and np.argsort with the
default and the stable mergesort kind."""
import numpy as np
from numba import njit


@njit
def running(a):
    return np.cumsum(a), np.cumprod(a), a.cumsum(), a.cumprod()


@njit
def sorted_copy(a):
    b = a.copy()
    b.sort()
    return np.sort(a), b, a


@njit
def order(a):
    return np.argsort(a), np.argsort(a, kind='mergesort'), a.argsort()


@njit
def stable(a):
    return np.argsort(a, kind='mergesort')

# call: running(np.array([1, 2, 3, -4, 5]))
# call: running(np.array([100000, 100000, 100000], dtype=np.int32))
# call: running(np.array([0.5, -1.5, np.nan, 2.0]))
# call: running(np.arange(1.0, 7.0).reshape(2, 3))
# call: running(np.zeros(0))
# call: running(np.array([True, True, False]))
# call: sorted_copy(np.array([3.0, np.nan, -1.0, 2.5, -np.inf, 0.0]))
# call: sorted_copy(np.array([5, -3, 9, 0, -3], dtype=np.int32))
# call: sorted_copy(np.zeros(0))
# call: order(np.array([0.3, -1.0, 2.0, 0.1, 5.0]))
# call: order(np.array([4, 1, 3, 2]))
# call: stable(np.array([2, 1, 2, 1, 0, 2]))
# call: stable(np.array([1.0, np.nan, 0.0, np.nan, -1.0]))

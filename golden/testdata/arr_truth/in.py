# An array as a condition (if a:, if not a:, while a:, bool(a), x if a else y): its one
# element's truth, False when empty, and ValueError for more than one element, as Numba.
import numpy as np
from numba import njit


@njit
def cond(x):
    if x:
        return 10
    else:
        return 20


@njit
def negated(x):
    if not x:
        return 1
    return 0


@njit
def as_bool(x):
    return bool(x)


@njit
def loop_until_empty(a):
    n = 0
    while a:
        a = a[1:]
        n += 1
    return n


@njit
def in_and(x, k):
    if k > 0 and x:
        return 1
    return 0


@njit
def ternary(x):
    return 1.5 if x else -1.5


@njit
def view_truth(a):
    return cond(a[1:2]), cond(a[:0]), cond(a.reshape((1, 1, a.size))[:, :, 2:3])


# call: cond(np.array([1], dtype=np.int64).reshape(()))
# call: cond(np.array([0], dtype=np.int64).reshape(()))
# call: cond(np.array([1], dtype=np.int64).reshape((1, 1, 1)))
# call: cond(np.array([], dtype=np.float64))
# call: cond(np.array([0.0]))
# call: cond(np.array([float("nan")]))
# call: cond(np.array([-0.0]))
# call: cond(np.array([1, 2], dtype=np.int64))
# call: cond(np.array([True]))
# call: cond(np.array([complex(0.0, 1.0)]))
# call: negated(np.array([3]))
# call: negated(np.array([], dtype=np.int64))
# call: as_bool(np.array([0.5]))
# call: as_bool(np.arange(6.0).reshape(2, 3))
# call: loop_until_empty(np.array([7.0]))
# call: in_and(np.array([0]), 1)
# call: in_and(np.array([2]), 0)
# call: ternary(np.array([[4]]))
# call: view_truth(np.array([5.0, 0.0, 3.0]))

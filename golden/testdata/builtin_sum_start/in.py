"""sum(iterable), sum(iterable, start) and sum(iterable, start=...) (usecases of Numba's
test_builtins.py): the items are added one by one to start, whose type joins the result's; over
tuples, lists, arrays and ranges, with int, float and complex starts; the numbers of a tuple of
several types are joined to one type."""
import numpy as np
from numba import njit


@njit
def sum_kwarg(x, start=0):
    ret = sum(x, start)
    return sum(x, start=start), ret


@njit
def sum_range(sz, start=0):
    tmp = range(sz)
    ret = sum(tmp, start)
    return sum(tmp, start=start), ret


@njit
def tenths(n):
    return [x + x / 10.0 for x in range(n)]


@njit
def list_float_start(n, start):
    return sum(tenths(n), start)


@njit
def bools(a):
    return sum(a > 1.0, 10)

# call: sum_kwarg((1, 2, 3), 9)
# call: sum_kwarg((1, 2, 3))
# call: sum_kwarg((1.5, 2.25), -1)
# call: sum_kwarg((1j, 2j), 0.5)
# call: sum_kwarg(np.arange(4.0), 1e16)
# call: sum_kwarg(np.arange(4), 2.5j)
# call: sum_range(-3, -3)
# call: sum_range(0, 3)
# call: sum_range(3, -3)
# call: sum_range(3)
# call: list_float_start(10, 19.0)
# call: list_float_start(10, 3)
# call: list_float_start(3, 2j)
# call: bools(np.array([0.5, 1.5, 2.5]))


@njit
def mixed_tuple(x, start=0):
    return sum(x), sum(x, start)


@njit
def small_ints(start):
    return mixed_tuple((np.int64(32), np.int32(2), np.int8(3)), start)

# call: mixed_tuple((1, 2, 3j))
# call: mixed_tuple((1, 2.5, True), 10)
# call: small_ints(7)

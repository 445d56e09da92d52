"""Real-style odds and ends: numba.get_num_threads, cfunc, f-strings, str of numbers, list(arr), tuple of lists, nogil, error_model."""
import numpy as np
import numba
from numba import njit, cfunc, types


@njit(nogil=True, error_model='numpy')
def ratio(a, b):
    return a / b


@njit
def label(i, x):
    return f"item {i}: {x}"


@njit
def join_nums(a):
    parts = [str(v) for v in a]
    return ",".join(parts)


@njit
def to_list(a):
    l = list(a)
    l.reverse()
    return l


@njit
def nthreads_positive():
    return numba.get_num_threads() > 0


@cfunc(types.float64(types.float64, types.float64))
def add_c(x, y):
    return x + y


# call: ratio(1.0, 0.0)
# call: ratio(3, 4)
# call: label(3, "abc")
# call: join_nums(np.array([1, 22, 333]))
# call: to_list(np.array([1.5, 2.5, 3.5]))
# call: nthreads_positive()

"""Module-level idioms: global arrays and tuples, finfo/iinfo, thread functions, functions defined after their callers, mutual recursion, math.inf, enumerate over zip."""
import math
import numpy as np
import numba
from numba import njit, prange

WEIGHTS = np.array([0.25, 0.5, 0.25])
SHAPE = (3, 4)
EPS = np.finfo(np.float64).eps
BIG = np.iinfo(np.int32).max
NAMES = ('a', 'b', 'c')


@njit
def smooth(x):
    out = np.empty_like(x)
    n = x.shape[0]
    for i in range(n):
        acc = 0.0
        for k in range(3):
            j = min(max(i + k - 1, 0), n - 1)
            acc += WEIGHTS[k] * x[j]
        out[i] = acc
    return out


@njit
def consts():
    z = np.zeros(SHAPE)
    return z.size, EPS > 0, BIG, np.finfo(np.float32).max, np.iinfo(np.uint8).max, math.inf > 1e308, NAMES[1]


@njit
def caller(n):
    return helper_defined_later(n) + 1


@njit
def helper_defined_later(n):
    return n * 2


@njit
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


@njit
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


@njit(parallel=True)
def threads_info(n):
    t = numba.get_num_threads()
    acc = np.zeros(n)
    for i in prange(n):
        acc[i] = i * 2.0
    return t >= 1, acc.sum()


@njit
def zipped(a, b):
    s = 0.0
    for i, (x, y) in enumerate(zip(a, b)):
        s += i * x * y
    return s


@njit
def tol_equal(a, b):
    return abs(a - b) <= 4 * EPS * max(abs(a), abs(b))

# call: smooth(np.array([1.0, 2.0, 4.0, 8.0]))
# call: consts()
# call: caller(5)
# call: is_even(10)
# call: is_odd(7)
# call: threads_info(10)
# call: zipped(np.array([1.0, 2.0, 3.0]), np.array([4.0, 5.0, 6.0]))
# call: tol_equal(0.1 + 0.2, 0.3)

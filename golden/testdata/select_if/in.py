# An if without else whose body assigns names or constants to existing scalar variables runs
# without a branch (kernels.Mask and Select*): the argmin of floats with NaNs (whose tests are
# false), of integers, float32 and uint8 values, assignments that read what an earlier one in
# the body assigned, a constant converted to the variable's type; an if with an else, one that
# defines a variable and one whose value is a call keep their branch.
import numpy as np
from numba import njit


@njit
def argmin_nan(x):
    best = 0
    best_v = np.inf
    for i in range(x.shape[0]):
        v = x[i]
        if v < best_v:
            best_v = v
            best = i
    return best, best_v


@njit
def int_max(x):
    top = x[0]
    where = -1
    for i in range(x.shape[0]):
        v = x[i]
        if v >= top:
            top = v
            where = i
    return top, where


@njit
def small_types(a, b):
    lo = a[0]
    hi = b[0]
    for i in range(a.shape[0]):
        u = a[i]
        w = b[i]
        if u > lo:
            lo = u
        if w < hi:
            hi = w
    return lo, hi


@njit
def swap_order(x):
    # a = b then b = a: the second reads the a the first assigned.
    a = 1.5
    b = -2.0
    n = 0
    for i in range(x.shape[0]):
        v = x[i]
        if v > 0.0:
            a = b
            b = a
            n = i
        b = b + v
    return a, b, n


@njit
def constants(x):
    s = 0.5
    k = 7
    for i in range(x.shape[0]):
        if x[i] < 0.0:
            s = 2
            k = -1
        s = s * 1.5 + x[i]
    return s, k


@njit
def kept_branches(x):
    t = 0.0
    c = 0
    for i in range(x.shape[0]):
        v = x[i]
        if v > t:
            t = v
        else:
            c = c + 1
        if v < -1.0:
            w = v * 2.0
            t = w
        if v > 3.0:
            t = np.sqrt(v)
    return t, c


# call: argmin_nan(np.array([3.0, np.nan, 1.5, -0.0, 0.0, np.nan, -2.5, 7.0, -2.5]))
# call: argmin_nan(np.array([np.nan, np.nan]))
# call: argmin_nan(np.zeros(0))
# call: int_max(np.array([3, -1, 9, 9, 2, -7, 9, 0]))
# call: small_types(np.array([0.5, -1.25, 3.75, 2.0], dtype=np.float32), np.array([200, 7, 255, 3, 9], dtype=np.uint8)[:4])
# call: swap_order(np.array([1.0, -3.0, 0.5, 2.0, -1.0]))
# call: constants(np.array([1.0, -3.0, 0.5, -2.0, 4.0]))
# call: kept_branches(np.array([1.0, -3.0, 0.5, 5.0, 2.0, -0.5]))

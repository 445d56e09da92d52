# Sorting, order statistics and differences of bool and complex arrays, and ndarray.sort of
# arrays of more than one dimension (it sorts the last axis in place).
import numpy as np
from numba import njit


@njit
def bool_order(a):
    s = np.sort(a)
    i = np.argsort(a)
    u = np.unique(a)
    d = np.diff(a)
    p = np.partition(a, 1)
    return s, i, u, d, p


@njit
def bool_stats(a):
    return np.median(a), np.percentile(a, 30.0), np.nanmedian(a), np.quantile(a, 0.75)


@njit
def complex_diff(z):
    return np.diff(z), np.diff(z, 2), np.ptp(z)


@njit
def ptp_parts(re, im):
    z = np.empty(len(re), np.complex128)
    for i in range(len(re)):
        z[i] = complex(re[i], im[i])
    return np.ptp(z)


@njit
def sort_rows(m):
    c = m.copy()
    c.sort()
    return c, np.sort(m)


@njit
def sort_in_place_views(m):
    t = m.T.copy().T  # F-ordered: the lanes along the last axis are strided
    t.sort()
    b = m > 0.5
    b.sort()
    return t, b


@njit
def bool_ranks(a):
    return np.argsort(a), np.argsort(a, kind="mergesort"), np.partition(a, 3), np.diff(a, 3)


@njit
def trapz_kinds(y, x):
    return np.trapz(y), np.trapz(y, x)


@njit
def trapz_rows(m):
    return np.trapz(m), np.trapz(m, dx=0.5)


# call: bool_order(np.array([True, False, True, True, False]))
# call: bool_order(np.array([False, False, True]))
# call: bool_stats(np.array([True, False, True, True, False]))
# call: bool_stats(np.array([False, False, True, False]))
# call: complex_diff(np.array([1+2j, 1-1j, 3+0j, -2.5+0.5j]))
# call: complex_diff(np.array([1+1j, 2+2j, 4+3j, 0j, 1e300+1j]))
# call: sort_rows(np.array([[3.0, 1.0, 2.0], [0.0, -1.0, 5.0]]))
# call: sort_rows(np.array([[[3, 1], [2, 9]], [[0, -1], [5, 5]]]))
# call: sort_rows(np.array([[np.nan, 1.0, -np.inf, 0.0], [2.0, np.nan, -0.0, 1.0]]))
# call: trapz_rows(np.array([[3.0, 1.0, 2.0], [0.0, -1.0, 5.0]]))
# call: trapz_rows(np.arange(24.0).reshape(2, 3, 4))
# call: sort_in_place_views(np.array([[0.9, 0.1, 0.6, 0.3], [0.2, 0.8, 0.7, 0.4], [0.5, 0.55, 0.05, 1.0]]))
# call: bool_ranks(np.array([True, False, True, True, False, False, True, False, True, True, False, True, False, False, True, True, True, False, True, False]))
# call: ptp_parts(np.array([1.0, np.nan, 4.0]), np.array([1.0, 2.0, 3.0]))
# call: ptp_parts(np.array([1.0, 3.0, 2.0]), np.array([1.0, np.nan, -1.0]))
# call: ptp_parts(np.array([1.0, np.nan, 2.0]), np.array([1.0, np.nan, -1.0]))
# call: ptp_parts(np.array([2.0, 2.0, 2.0, 1.0]), np.array([1.0, 5.0, -3.0, 0.0]))
# call: trapz_kinds(np.array([0.1, 0.7, 1.3, 2.9, 1e8+1], dtype=np.float32), np.array([0.1, 0.2, 0.35, 0.5, 0.9], dtype=np.float32))
# call: trapz_kinds(np.array([4611686018427387904, 4611686018427387904, 5]), np.array([0, 3, 7]))
# call: trapz_kinds(np.array([1, 2, 120, 100], dtype=np.int8), np.array([0.0, 0.5, 1.5, 1.75]))
# call: trapz_rows(np.array([[1.0, 2.0]]))

"""Comparison operators between arrays and scalars of mixed dtypes (int32 with float64, uint8
with negative ints, bool with ints), NaN comparing false except with !=, and the predicates
isnan, isinf and isfinite on float, float32, int arrays and scalars."""
import numpy as np
from numba import njit


@njit
def cmp_arrays(a, b):
    return a < b, a <= b, a > b, a >= b, a == b, a != b


@njit
def cmp_scalar(a, x):
    return a < x, x <= a, a == x, a != x, x > a


@njit
def predicates(a):
    return np.isnan(a), np.isinf(a), np.isfinite(a)


@njit
def scalar_predicates(x, k):
    return np.isnan(x), np.isinf(x), np.isfinite(x), np.isnan(k), np.isfinite(k)

# call: cmp_arrays(np.array([1, 2, 3, -4], dtype=np.int32), np.array([1.5, 2.0, -3.0, np.nan]))
# call: cmp_arrays(np.array([True, False, True]), np.array([1, 0, 2]))
# call: cmp_arrays(np.zeros(0), np.zeros(0, dtype=np.int32))
# call: cmp_scalar(np.array([0, 1, 200, 255], dtype=np.uint8), -1)
# call: cmp_scalar(np.array([0.5, np.nan, -np.inf, 2.0]), 0.5)
# call: cmp_scalar(np.array([1.5, 2.0], dtype=np.float32), 1.5)
# call: predicates(np.array([1.0, np.nan, np.inf, -np.inf, -0.0]))
# call: predicates(np.array([np.nan, 1e38, np.inf], dtype=np.float32))
# call: predicates(np.array([1, -2, 3]))
# call: scalar_predicates(float('nan'), 3)
# call: scalar_predicates(-float('inf'), -1)

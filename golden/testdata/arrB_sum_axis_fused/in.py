"""np.sum of an element-wise expression along its last axis (axis=1, axis=-1, axis=2), fused into
one loop nest: broadcast operands, a transposed view, int32 terms widened to int64, -0.0 lanes
summed from zero, an empty lane, NaN and infinity; other axes still reduce a temporary."""
import numpy as np
from numba import njit


@njit
def dist2(x, c):
    return np.sum((x - c) ** 2, axis=1)


@njit
def last(t, s):
    return np.sum(t * s + 1.0, axis=-1), np.sum(np.abs(t), axis=2), np.sum(t - s, axis=0)


@njit
def transposed(m):
    return np.sum(m.T * 2.0, axis=1)


@njit
def ints(m, k):
    return np.sum(m * k, axis=1), np.sum(m + m, axis=-1)


@njit
def negzero(m):
    return np.sum(-m, axis=1)

# call: dist2(np.arange(12.0).reshape(4, 3), np.array([1.0, -2.0, 0.5]))
# call: dist2(np.linspace(-1.0, 1.0, 10).reshape(5, 2), np.array([[0.25, 0.0]]))
# call: dist2(np.zeros((3, 0)), np.zeros(0))
# call: dist2(np.array([[np.nan, 1.0], [np.inf, 2.0]]), np.array([0.0, 1.0]))
# call: last(np.arange(24.0).reshape(2, 3, 4), 0.5)
# call: transposed(np.arange(6.0).reshape(2, 3))
# call: ints(np.array([[2147483647, 1], [1, -5]], dtype=np.int32), 3)
# call: ints(np.arange(12).reshape(3, 4), -2)
# call: negzero(np.array([[0.0, 0.0], [0.0, 1.0]]))

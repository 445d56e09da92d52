"""Boolean arrays: sum, any, all, logical_and/or/not, & | ^ ~ on bool arrays, mean, sort, ordering
comparisons and maximum, and their use as masks (also selecting rows of a 2-d array)."""
import numpy as np
from numba import njit


@njit
def bool_reduce(b):
    return b.sum(), np.sum(b), b.any(), b.all(), np.any(~b), np.all(b | True), np.count_nonzero(b)


@njit
def bool_logic(a, t):
    p = a > t
    q = a < 2 * t
    both = p & q
    return (both, p | q, p ^ q, ~p, np.logical_and(p, q), np.logical_or(p, ~q), np.logical_not(q),
            a[both], both.sum(), a[p].mean())


@njit
def mask_write(a, lim):
    m = np.abs(a) > lim
    a[m] = np.sign(a[m]) * lim
    a[~m] *= 2.0
    return a, m

@njit
def bool_stats(b, c, m):
    return b.mean(), b > c, np.maximum(b, c), m[b]

# call: bool_reduce(np.array([True, False, True, True]))
# call: bool_stats(np.array([True, False, True]), np.array([False, False, True]), np.arange(6.0).reshape(3, 2))
# call: bool_logic(np.arange(8.0), 2.5)
# call: mask_write(np.array([-3.0, 0.5, 2.0, -0.25, 5.0]), 1.0)

"""np.histogram with a bin count, with an explicit range (values outside it dropped, the
last bin closed) and with bin edges; np.interp inside, at and beyond the sample points."""
import numpy as np
from numba import njit


@njit
def hist_count(a, n):
    return np.histogram(a, n)


@njit
def hist_range(a, n, lo, hi):
    return np.histogram(a, bins=n, range=(lo, hi))


@njit
def hist_edges(a, edges):
    return np.histogram(a, edges)


@njit
def interpolate(x, xp, fp):
    return np.interp(x, xp, fp)


@njit
def interpolate_scalar(x, xp, fp):
    return np.interp(x, xp, fp)

# call: hist_count(np.array([1.0, 2.0, 2.0, 3.0, 4.0, 10.0]), 3)
# call: hist_count(np.array([5, 1, 3, 3, 2]), 4)
# call: hist_count(np.array([2.0, 2.0]), 2)
# call: hist_range(np.array([-1.0, 0.0, 0.5, 0.99, 1.0, 1.5]), 4, 0.0, 1.0)
# call: hist_edges(np.array([0.5, 1.0, 1.5, 3.0, 4.0, 7.0]), np.array([0.0, 1.0, 2.0, 4.0]))
# call: interpolate(np.array([-1.0, 0.0, 0.5, 1.5, 2.0, 3.0]), np.array([0.0, 1.0, 2.0]), np.array([10.0, 20.0, 0.0]))
# call: interpolate(np.array([1, 2, 3]), np.array([1.5, 2.5]), np.array([-1.0, 1.0]))
# call: interpolate_scalar(0.25, np.array([0.0, 1.0]), np.array([4.0, 8.0]))
# call: interpolate_scalar(5.0, np.array([0.0, 1.0]), np.array([4.0, 8.0]))

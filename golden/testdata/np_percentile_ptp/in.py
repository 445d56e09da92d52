"""np.ptp (function and method), percentile and quantile with a number or an array of q,
nanpercentile and nanquantile, and np.average with and without weights."""
import numpy as np
from numba import njit


@njit
def ptps(a):
    return np.ptp(a), a.ptp()


@njit
def pcts(a, q):
    return np.percentile(a, q), np.quantile(a, q / 100.0), np.nanpercentile(a, q), np.nanquantile(a, q / 100.0)


@njit
def pct_many(a, qs):
    return np.percentile(a, qs), np.quantile(a, qs / 100.0)


@njit
def averages(a, w):
    return np.average(a), np.average(a, weights=w)

# call: ptps(np.array([3.0, -1.0, 7.5, 2.0]))
# call: ptps(np.array([[4, 9], [-2, 1]]))
# call: ptps(np.array([1.0, np.nan, 2.0]))
# call: ptps(np.zeros(0))
# call: pcts(np.array([1.0, 5.0, 2.0, 8.0, 3.0]), 50.0)
# call: pcts(np.array([1.0, 5.0, 2.0, 8.0, 3.0]), 10.0)
# call: pcts(np.array([[1.0, 7.0], [3.0, 4.0]]), 75.0)
# call: pcts(np.array([4, 1, 3]), 100.0)
# call: pcts(np.array([1.0, 2.0]), 150.0)
# call: pct_many(np.array([10.0, 20.0, 30.0, 40.0]), np.array([0.0, 25.0, 50.0, 90.0, 100.0]))
# call: averages(np.array([1.0, 2.0, 3.0, 4.0]), np.array([4.0, 3.0, 2.0, 1.0]))
# call: averages(np.array([[1, 2], [3, 4]]), np.array([[1, 0], [0, 1]]))
# call: averages(np.array([1.0, 2.0]), np.array([1.0, -1.0]))

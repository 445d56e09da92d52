"""np.percentile, np.quantile, np.nanpercentile and np.nanquantile take lists and tuples of numbers for a and q, as np.asarray makes them (test_array_reductions' array_quantile_global and array_nanpercentile_global)."""
# call: f([1, 2, 3], 0)
# call: f([1.5, float("nan"), -2.0, 7.25], [10.0, 50.0, 90.0])
# call: f((4.0, 1.0, 3.0, 2.0), (25.0, 75.0))
# call: g([1, 2, 3], 0.5)
# call: g((4.0, 1.0, 3.0, 2.0), [0.1, 0.9])
import numpy as np
from numba import njit


@njit
def f(a, q):
    return np.percentile(a, q), np.nanpercentile(a, q)


@njit
def g(a, q):
    return np.quantile(a, q), np.nanquantile(a, q)

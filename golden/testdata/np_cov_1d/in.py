"""np.cov of a single 1-d variable returns its variance as a 0-d array in Numba (once a diagnostic: pygo had no 0-d arrays); with ddof= and bias=, on float and integer arrays, read back with a[()]."""
import numpy as np
from numba import njit


@njit
def var1(x):
    return np.cov(x)


@njit
def var_opts(x):
    v = np.cov(x, ddof=0)
    return v, np.cov(x, bias=True)[()], np.cov(x) * 2.0

# call: var1(np.array([1.0, 2.0, 4.0]))
# call: var1(np.array([3, 1, 4, 1, 5]))
# call: var_opts(np.array([1.0, 2.0, 4.0, 8.5]))

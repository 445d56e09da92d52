"""np.cov and np.corrcoef of lists of lists and tuples of tuples (literals and variables), as
Numba reads them through np.asarray."""
import numpy as np
from numba import njit


@njit
def f(k):
    rows = [[1.0, 2.0, 3.0 * k], [2.0, 1.0, 0.0]]
    return np.cov(rows), np.cov([[1.0, 2.0, 4.0], [2.0, 1.0, 0.5]], bias=True), np.corrcoef(((1.0, 2.0, 3.0), (2.0, 1.0, float(k))))


@njit
def g(k):
    return np.cov(((1.0, 2.0, 3.0 * k), (2.0, 1.0, 0.0))), np.corrcoef([[1.0, 2.0, 4.0], [2.0, 1.0, 0.5 * k]])

# call: f(2)
# call: g(3)

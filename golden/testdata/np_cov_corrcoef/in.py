"""np.cov (rowvar, bias, ddof, a second variable) and np.corrcoef (matrices, a pair of
1-d variables, a single 1-d variable), on float and integer arrays; results come from BLAS,
so they are compared within the BLAS tolerance."""
import numpy as np
from numba import njit


@njit
def covs(m):
    return np.cov(m), np.cov(m, rowvar=False), np.cov(m, bias=True), np.cov(m, ddof=0)


@njit
def cov_pair(x, y):
    return np.cov(x, y), np.cov(x, y, False, True)


@njit
def cov_ddof(m, d):
    return np.cov(m, ddof=d)


@njit
def corrs(m):
    return np.corrcoef(m), np.corrcoef(m, rowvar=False)


@njit
def corr_pair(x, y):
    return np.corrcoef(x, y)


@njit
def corr_one(x):
    return np.corrcoef(x)

# call: covs(np.array([[1.0, 2.5, 3.0, 4.5], [2.0, 1.0, 0.5, 3.0], [9.0, -2.0, 4.0, 1.0]]))
# call: covs(np.array([[1, 2, 4], [3, 5, 8]]))
# call: covs(np.arange(12.0).reshape(4, 3).T)
# call: cov_pair(np.array([1.0, 2.0, 4.0, 7.0]), np.array([3.0, 1.0, 0.0, -2.0]))
# call: cov_pair(np.array([[1.0, 2.0, 4.0], [0.5, 0.25, 8.0]]), np.array([3.0, 1.0, 0.0]))
# call: cov_pair(np.array([1.0, 2.0, 4.0]), np.array([3.0, 1.0]))
# call: cov_ddof(np.array([[1.0, 2.0, 4.0], [2.0, 9.0, 1.0]]), 2)
# call: cov_ddof(np.array([[1.0, 2.0, 4.0], [2.0, 9.0, 1.0]]), 3)
# call: cov_ddof(np.array([[1.0, 2.0, 4.0], [2.0, 9.0, 1.0]]), 1.5)
# call: cov_ddof(np.array([[1.0, 2.0, 4.0]]), 1)
# call: corrs(np.array([[1.0, 2.5, 3.0, 4.5], [2.0, 1.0, 0.5, 3.0], [9.0, -2.0, 4.0, 1.0]]))
# call: corrs(np.array([[1, 2, 3], [2, 4, 6]]))
# call: corr_pair(np.array([1.0, 2.0, 4.0, 7.0]), np.array([3.0, 1.0, 0.0, -2.0]))
# call: corr_one(np.array([1.0, 2.0, 4.0, 7.0]))
# call: corr_one(np.array([5.0, 5.0, 5.0]))

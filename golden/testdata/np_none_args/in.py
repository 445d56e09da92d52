"""None passed in for NumPy parameters whose default is None (Numba's test_np_functions usecases
call np.cov(m, y=None), np.corrcoef(x, y=None), np.eye(N, M=None)): the same as leaving them out."""
import numpy as np
from numba import njit


@njit
def cov(m, y, ddof):
    return np.cov(m, y, ddof=ddof), np.corrcoef(m, y)


@njit
def eye(n, m):
    return np.eye(n, m), np.diff(np.arange(5.0))

# call: cov(np.array([[1.0, 2.0, 4.0], [2.0, 1.0, 0.5]]), None, None)
# call: cov(np.array([1.0, 3.0, 2.0, 5.0]), None, None)
# call: cov(np.array([1.0, 3.0, 2.0, 5.0]), np.array([2.0, 2.5, 1.0, 0.0]), None)
# call: eye(2, None)
# call: eye(2, 3)

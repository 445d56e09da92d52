"""np.eye with N, M, positive and negative k and dtype; np.identity."""
import numpy as np
from numba import njit


@njit
def square(n, k):
    return np.eye(n, n, k)


@njit
def rect(n, m, k):
    return np.eye(n, m, k)


@njit
def typed(n):
    return np.eye(n, dtype=np.int32), np.eye(n), np.identity(n), np.identity(n, np.int64), np.eye(n, n + 1, -1, np.bool_)

# call: square(3, 0)
# call: square(4, 1)
# call: square(4, -2)
# call: square(3, 5)
# call: rect(2, 4, -1)
# call: rect(4, 2, 1)
# call: typed(3)
# call: typed(0)

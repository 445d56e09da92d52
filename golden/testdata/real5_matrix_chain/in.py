"""Matrix-chain multiplication order by interval dynamic programming, with the parenthesisation as a string."""
import numpy as np
from numba import njit


@njit
def paren(s, i, j):
    if i == j:
        return 'A' + str(i)
    return '(' + paren(s, i, s[i, j]) + paren(s, s[i, j] + 1, j) + ')'


@njit
def matrix_chain(dims):
    n = dims.shape[0] - 1
    m = np.zeros((n, n), dtype=np.int64)
    s = np.zeros((n, n), dtype=np.int64)
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            m[i, j] = np.iinfo(np.int64).max
            for k in range(i, j):
                cost = m[i, k] + m[k + 1, j] + dims[i] * dims[k + 1] * dims[j + 1]
                if cost < m[i, j]:
                    m[i, j] = cost
                    s[i, j] = k
    return m[0, n - 1], paren(s, 0, n - 1)

# call: matrix_chain(np.array([30, 35, 15, 5, 10, 20, 25]))
# call: matrix_chain(np.array([10, 20, 30]))

"""LU factorisation with partial pivoting written with loops, then forward and back substitution."""
import numpy as np
from numba import njit


@njit
def lu_decompose(A):
    n = A.shape[0]
    LU = A.astype(np.float64)
    piv = np.arange(n)
    for k in range(n):
        p = k + np.argmax(np.abs(LU[k:, k]))
        if LU[p, k] == 0.0:
            raise ZeroDivisionError("singular matrix")
        if p != k:
            tmp = LU[k].copy()
            LU[k] = LU[p]
            LU[p] = tmp
            piv[k], piv[p] = piv[p], piv[k]
        for i in range(k + 1, n):
            LU[i, k] /= LU[k, k]
            LU[i, k + 1:] -= LU[i, k] * LU[k, k + 1:]
    return LU, piv


@njit
def lu_solve(A, b):
    LU, piv = lu_decompose(A)
    n = b.shape[0]
    y = b[piv].astype(np.float64)
    for i in range(n):
        y[i] -= np.dot(LU[i, :i], y[:i])
    x = np.empty(n)
    for i in range(n - 1, -1, -1):
        x[i] = (y[i] - np.dot(LU[i, i + 1:], x[i + 1:])) / LU[i, i]
    return x

# call: lu_solve(np.array([[2.0, 1.0, 1.0], [4.0, -6.0, 0.0], [-2.0, 7.0, 2.0]]), np.array([5.0, -2.0, 9.0]))
# call: lu_solve(np.array([[0, 1], [1, 0]]), np.array([3.0, 4.0]))
# call: lu_solve(np.array([[1.0, 2.0], [2.0, 4.0]]), np.array([1.0, 1.0]))

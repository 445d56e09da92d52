"""Gauss-Seidel iteration for a diagonally dominant system until the update is below a tolerance."""
import numpy as np
from numba import njit


@njit
def gauss_seidel(A, b, tol=1e-10, max_iter=500):
    n = b.shape[0]
    x = np.zeros(n)
    for it in range(max_iter):
        delta = 0.0
        for i in range(n):
            s = b[i]
            for j in range(n):
                if j != i:
                    s -= A[i, j] * x[j]
            new = s / A[i, i]
            delta = max(delta, abs(new - x[i]))
            x[i] = new
        if delta < tol:
            return x, it + 1
    return x, max_iter

# call: gauss_seidel(np.array([[4.0, 1.0, 0.0], [1.0, 4.0, 1.0], [0.0, 1.0, 4.0]]), np.array([1.0, 2.0, 3.0]))
# call: gauss_seidel(np.array([[10.0, -1.0], [-1.0, 10.0]]), np.array([9.0, 9.0]), 1e-3)

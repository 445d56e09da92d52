"""Products with a few result elements over a long inner dimension: x.T @ x and x.T @ y of a tall, narrow x
(the normal equations of a least-squares fit), a matrix-vector product with a few rows and a vector-matrix
product with a few columns, in float64 and float32, with transposed and reversed operands."""
import numpy as np
from numba import njit


@njit
def normal_equations(x, y):
    return np.linalg.solve(x.T @ x, x.T @ y)


@njit
def few_rows(a, v):
    return a @ v, v @ a.T, np.dot(a[::-1], v[::-1]), a.T.T @ a.T


@njit
def gram32(x):
    return x.T @ x, x[:, :2].T @ x[:, 1]

# call: normal_equations(np.stack((np.ones(500), np.arange(500) / 500, (np.arange(500) / 500) ** 2), 1), 3.0 + 2.0 * np.arange(500) / 500 - np.sin(np.arange(500.0)))
# call: few_rows(np.cos(np.arange(4.0 * 301).reshape(4, 301)) * 3, np.sin(np.arange(301.0)))
# call: few_rows(np.cos(np.arange(16.0 * 77).reshape(16, 77)), np.linspace(-1.0, 2.0, 77))
# call: gram32((np.sin(np.arange(1000.0 * 5)) * 4).astype(np.float32).reshape(1000, 5))

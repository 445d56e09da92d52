"""np.dot and @ on vectors and matrices of float64 and float32 (vector.vector, matrix.vector,
vector.matrix, matrix.matrix), a shape mismatch raising ValueError, and np.outer."""
import numpy as np
from numba import njit


@njit
def products(a, b, x, y):
    return np.dot(x, y), x @ y, a @ x, np.dot(y, b), a @ b, np.dot(a, b)


@njit
def mismatch(a, b):
    return np.dot(a, b)


@njit
def mismatch_mat(a, b):
    return a @ b


@njit
def outer(x, y):
    return np.outer(x, y), np.outer(y, x)

# call: products(np.arange(6.0).reshape(2, 3), np.arange(12.0).reshape(3, 4) / 8, np.array([1.0, -0.5, 2.0]), np.array([0.25, 3.0, -1.0]))
# call: products(np.arange(6.0, dtype=np.float32).reshape(2, 3), np.ones((3, 2), dtype=np.float32), np.array([1.5, -0.5, 2.0], dtype=np.float32), np.array([2.0, 4.0, 0.5], dtype=np.float32))
# call: mismatch(np.arange(3.0), np.arange(4.0))
# call: mismatch_mat(np.ones((2, 3)), np.ones((2, 3)))
# call: mismatch_mat(np.ones((2, 3)), np.ones(2))
# call: outer(np.array([1.0, 2.0, -3.0]), np.array([0.5, 4.0]))
# call: outer(np.array([1, 2]), np.array([3, -4, 5]))
# call: outer(np.zeros(0), np.array([1.0]))

"""Matrix products through BLAS: np.dot and @."""
import numpy as np
from numba import njit


@njit
def products(a, b, x):
    return np.dot(a, b), a @ b, a @ x, np.dot(x, x)


@njit
def gram(a):
    return a.T @ a

# call: products(np.arange(6.0).reshape(2, 3), np.arange(12.0).reshape(3, 4) / 7, np.array([1.0, 0.5, -2.0]))
# call: gram(np.arange(6.0).reshape(3, 2))

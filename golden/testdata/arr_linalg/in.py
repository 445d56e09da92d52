"""np.linalg: solve, inv, det and norm on LAPACK (gonum)."""
import numpy as np
from numba import njit


@njit
def linear(a, b):
    return np.linalg.solve(a, b), np.linalg.det(a), np.linalg.norm(b)


@njit
def inverse(a):
    return np.linalg.inv(a)

# call: linear(np.array([[4.0, 1.0], [2.0, 3.0]]), np.array([1.0, 2.0]))
# call: inverse(np.array([[2.0, 0.0, 1.0], [1.0, 3.0, 0.0], [0.0, 1.0, 4.0]]))

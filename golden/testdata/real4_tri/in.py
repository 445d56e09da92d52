"""np.tril, np.triu with k, np.trace, np.outer, np.kron, np.cross of 3-vectors, np.diag of a vector and of a matrix."""
import numpy as np
from numba import njit


@njit
def mats(a, u, v):
    return (np.tril(a), np.triu(a, 1), np.trace(a), np.outer(u, v), np.kron(np.eye(2), a[:2, :2].copy()),
            np.cross(u, v), np.diag(u), np.diag(a, -1))

# call: mats(np.arange(9.0).reshape(3, 3), np.array([1.0, 2.0, 3.0]), np.array([-1.0, 0.5, 2.0]))

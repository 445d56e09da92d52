"""np.linalg.cond(x, p) as Numba 0.56: None, 2 and -2 from the singular values (a non-square
matrix too), the other orders as norm(x, p) * norm(inv(x), p); a NaN result is inf, and its
errors for an order norm does not take, a singular or a non-square matrix."""
import numpy as np
from numba import njit


@njit
def cond(a, p):
    return np.linalg.cond(a, p)


@njit
def cond_all(a):
    return (np.linalg.cond(a), np.linalg.cond(a, None), np.linalg.cond(a, 1), np.linalg.cond(a, -1),
            np.linalg.cond(a, 2), np.linalg.cond(a, -2), np.linalg.cond(a, np.inf), np.linalg.cond(a, -np.inf))

# call: cond_all(np.array([[4.0, 1.0, 0.5], [1.0, 3.0, -1.0], [0.5, -1.0, 2.0]]))
# call: cond_all(np.asfortranarray(np.array([[2.0, -1.0], [0.25, 3.5]])))
# call: cond_all(np.array([[1.0, 2.0], [3.0, 4.0]]).T)
# call: cond(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.5]]), 2)
# call: cond(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.5]]), -2)
# call: cond(np.zeros((2, 2)), 2)
# call: cond(np.eye(2), 3)
# call: cond(np.zeros((2, 2)), 1)
# call: cond(np.ones((2, 3)), 1.0)

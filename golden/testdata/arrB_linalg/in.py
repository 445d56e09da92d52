"""np.linalg: norm of vectors and matrices (default, ord=1, ord=2, ord=inf), solve with a
vector and a matrix right-hand side, inv, det (also of a singular matrix), and the LinAlgError
that inv and solve raise for a singular matrix."""
import numpy as np
from numba import njit


@njit
def norms(x, m):
    return (np.linalg.norm(x), np.linalg.norm(x, 1), np.linalg.norm(x, np.inf),
            np.linalg.norm(m), np.linalg.norm(m, 1), np.linalg.norm(m, np.inf))


@njit
def solved(a, b, c):
    x = np.linalg.solve(a, b)
    return x, a @ x, np.linalg.solve(a, c)


@njit
def inverted(a):
    return np.linalg.inv(a), np.linalg.det(a)


@njit
def determinant(a):
    return np.linalg.det(a)


@njit
def inverse_only(a):
    return np.linalg.inv(a)

# call: norms(np.array([3.0, -4.0, 12.0]), np.array([[1.0, -2.0], [3.0, 4.0]]))
# call: norms(np.zeros(3), np.zeros((2, 2)))
# call: solved(np.array([[3.0, 1.0, 0.0], [1.0, 4.0, 1.0], [0.0, 1.0, 5.0]]), np.array([1.0, 2.0, 3.0]), np.array([[1.0, 0.0], [0.0, 1.0], [2.0, -1.0]]))
# call: inverted(np.array([[0.0, 2.0], [1.0, 1.0]]))
# call: inverted(np.array([[4.0, 7.0, 2.0], [3.0, 6.0, 1.0], [2.0, 5.0, 3.0]]))
# call: determinant(np.array([[1.0, 2.0], [2.0, 4.0]]))
# call: determinant(np.array([[2.0]]))
# call: inverse_only(np.array([[1.0, 2.0], [2.0, 4.0]]))

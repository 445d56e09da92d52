"""np.isclose of arrays: element by element with broadcasting, an array against a number, NaN with
and without equal_nan, infinities, and the tolerances given by keyword. Numba 0.56 cannot compile np.isclose: checked against NumPy."""
# oracle: cpython
import numpy as np
from numba import njit


@njit
def close(a, b):
    return np.isclose(a, b)


@njit
def close_tol(a, b, rtol, atol):
    return np.isclose(a, b, rtol=rtol, atol=atol), np.isclose(a, b, rtol, atol, True)


@njit
def close_scalar(a, x):
    return np.isclose(a, x), np.isclose(x, a)

# call: close(np.array([1.0, 1.0 + 1e-9, np.nan, np.inf, -np.inf, 0.0]), np.array([1.0, 1.0, np.nan, np.inf, np.inf, 1e-9]))
# call: close(np.arange(6.0).reshape(2, 3), np.array([0.0, 1.0 + 1e-4, 2.0]))
# call: close(np.array([1, 2, 3]), np.array([1.0, 2.5, 3.0]))
# call: close_tol(np.array([1.0, 1.1, np.nan]), np.array([1.05, 1.0, np.nan]), 0.1, 0.0)
# call: close_scalar(np.array([[0.5, 1e-9], [np.nan, 2.0]]), 1e-9)
# call: close(np.arange(6.0).reshape(2, 3), np.array([0.0, 1.0]))
# call: close(np.zeros((0, 3)), np.ones(3))

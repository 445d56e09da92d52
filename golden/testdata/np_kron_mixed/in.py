"""np.kron of 1-d and 2-d arrays and numbers, as Numba 0.56: the result has the first operand's
dtype (an integer first operand truncates a float second's products; a bool one holds whether
they are nonzero), two dimensions when an operand has two, else one; C and F layouts (Numba rejects other
views: it reshapes a vector operand)."""
import numpy as np
from numba import njit


@njit
def kron(a, b):
    return np.kron(a, b)


@njit
def kron_views(a):
    m = a.reshape(2, 3)
    return np.kron(m.T, a), np.kron(np.asfortranarray(m), m.T)


@njit
def kron_numbers(x, y):
    return np.kron(x, y)

# call: kron(np.arange(3.0), np.arange(1.0, 3.0))
# call: kron(np.arange(3), np.arange(2))
# call: kron(np.array([[1, 2], [3, 4]]), np.array([[0.5, 1.5]]))
# call: kron(np.array([[0.5, 1.5]]), np.array([[1, 2], [3, 4]]))
# call: kron(np.arange(3.0), np.array([[1, 2], [3, 4]]))
# call: kron(np.array([[1, 2], [3, 4]]), np.arange(3.0))
# call: kron(np.arange(3, dtype=np.float32), np.arange(2.0) / 3)
# call: kron(np.array([True, False]), np.arange(2.0))
# call: kron(np.arange(2.0), np.array([True, False]))
# call: kron(np.array([True, False]), np.array([True, True]))
# call: kron(np.arange(3) - 1, np.array([0.5, -0.5]))
# call: kron(np.array([1 + 2j, -1j]), np.arange(2.0))
# call: kron(np.zeros((2, 0)), np.ones((3, 2)))
# call: kron(np.zeros(0), np.ones(3))
# call: kron(3, np.arange(2.0))
# call: kron(np.arange(3), 0.5)
# call: kron(np.arange(4.0).reshape(2, 2), 2.0)
# call: kron_views(np.arange(6.0))
# call: kron_numbers(2.0, 3.0)
# call: kron_numbers(2, 3)

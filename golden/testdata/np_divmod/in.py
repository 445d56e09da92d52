"""np.divmod: the floor quotient and the remainder as np.floor_divide and np.remainder give
them, of numbers (signed, unsigned, float, mixed) and of arrays (broadcast, with a number),
by zero included (0 for integers, inf and nan for floats, as the ufuncs)."""
import numpy as np
from numba import njit


@njit
def scalars(a, b, x, y):
    return np.divmod(a, b), np.divmod(x, y), np.divmod(a, y), np.divmod(-7, 2)


@njit
def arrays(a, b):
    q, r = np.divmod(a, b)
    return q, r, q * b + r


@njit
def with_number(a, n):
    return np.divmod(a, n), np.divmod(n, a)


@njit
def unsigned(a):
    return np.divmod(a, np.uint8(3))


@njit
def by_zero(a, x):
    return np.divmod(a, 0), np.divmod(x, 0.0)

# call: scalars(7, -2, 7.5, -2.0)
# call: scalars(-9, 4, -0.5, 0.25)
# call: arrays(np.array([7.0, -7.0, 5.5, -5.5]), np.array([2.0, 2.0, -1.5, -1.5]))
# call: arrays(np.arange(-6, 6).reshape(3, 4), np.array([5, -3, 2, 7]))
# call: with_number(np.array([-5, -1, 0, 1, 5]), 3)
# call: unsigned(np.array([0, 5, 250], dtype=np.uint8))
# call: by_zero(np.array([3, -3]), np.array([1.5, -1.5, 0.0]))

"""np.rot90 of 2-d and 3-d arrays as Numba: a view that rotates the first two axes (k modulo 4, negative k too), so writes through the result reach the argument; strided and Fortran-ordered inputs."""
import numpy as np
from numba import njit


@njit
def rot(a, k):
    return np.rot90(a, k)


@njit
def all4(a):
    return np.rot90(a), np.rot90(a, 2), np.rot90(a, 3), np.rot90(a, -1), np.rot90(a, 4)


@njit
def write_through(a):
    r = np.rot90(a)
    r[0, 0] = -1.0
    r[-1] += 10.0
    return r.shape, a


@njit
def of_view(a):
    return np.rot90(a[::2, 1:].T, 1).copy()

# call: all4(np.arange(24.0).reshape(2, 3, 4))
# call: all4(np.arange(6).reshape(2, 3))
# call: rot(np.arange(12).reshape(3, 2, 2), 7)
# call: rot(np.arange(12).reshape(3, 2, 2), -6)
# call: rot(np.asfortranarray(np.arange(12.0).reshape(3, 4)), 1)
# call: write_through(np.arange(6.0).reshape(2, 3))
# call: write_through(np.zeros((2, 2, 2)))
# call: of_view(np.arange(20.0).reshape(4, 5))

"""The builtin abs() of arrays (complex, float, int; alone and inside an array expression),
which NumPy computes as np.absolute and Numba 0.56 rejects."""
# oracle: cpython Numba 0.56 has no abs() of arrays
import numpy as np
from numba import njit


@njit
def absolutes(z, x, i):
    return abs(z), abs(x), abs(i), abs(x - 1.0) * 2.0, np.abs(z) + abs(z)

# call: absolutes(np.array([3 + 4j, -1j, -2.5 + 0j]), np.array([-1.5, 2.0, -0.0]), np.array([-3, 4]))

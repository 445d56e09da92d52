"""a.flat: iterating, reading and writing the elements of a C-contiguous array in C order,
also of a transposed (F-ordered) array for reading."""
import numpy as np
from numba import njit


@njit
def flat_sum(m):
    s = 0.0
    k = 0
    for v in m.flat:
        s += v * k
        k += 1
    return s, m.flat[2], m.T.flat[1]


@njit
def flat_write(m):
    for i in range(m.size):
        m.flat[i] = i * 10
    return m

# call: flat_sum(np.arange(6.0).reshape(2, 3))
# call: flat_write(np.zeros((2, 2)))

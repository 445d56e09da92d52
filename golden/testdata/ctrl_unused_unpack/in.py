"""Assignments whose targets nobody reads: unpacking an array still checks its length (and
raises), a chained assignment of a pure value emits nothing."""
import numpy as np
from numba import njit


@njit
def unpack_unused(m, x, y):
    row = m[0]
    x, y = row
    return 1


@njit
def chained_unused(m, x, y):
    row = m[0]
    x = y = row
    [x] = z = m[1, :1]
    return z[0]

# call: unpack_unused(np.arange(4.0).reshape(2, 2), 0.0, 0.0)
# call: unpack_unused(np.arange(6.0).reshape(2, 3), 0.0, 0.0)
# call: chained_unused(np.arange(4.0).reshape(2, 2), 0.0, 0.0)

"""Unpacking a 1-d array into names (x, y, z = a; a ValueError when the length differs) and
`v in a` / `v not in a` on arrays."""
import numpy as np
from numba import njit


@njit
def unpack(a):
    x, y, z = a
    return x + y * z


@njit
def unpack_int(a):
    p, q = a
    return p - q


@njit
def contains(a, v, w):
    return v in a, w in a, v not in a, 3 in a, 2.5 in a

# call: unpack(np.array([1.0, 2.0, 3.0]))
# call: unpack(np.array([1.0, 2.0]))
# call: unpack(np.array([1.0, 2.0, 3.0, 4.0]))
# call: unpack_int(np.array([7, 4], dtype=np.int32))
# call: contains(np.array([1.0, 2.5, 3.0]), 2.5, 4.0)
# call: contains(np.array([[1, 2], [3, 4]]), 4, 5)

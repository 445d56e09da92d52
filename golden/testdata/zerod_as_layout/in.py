"""np.ascontiguousarray and np.asfortranarray of a 0-d array give a 1-d view of its element (a
write through it changes the 0-d array), as Numba's _as_layout_array."""
import numpy as np
from numba import njit


@njit
def contig(a, v):
    b = np.ascontiguousarray(a)
    b[0] = v
    return b, b.shape[0]


@njit
def fortran(a):
    b = np.asfortranarray(a)
    return b.sum() + b[-1], b.ndim


@njit
def nd(m):
    return np.ascontiguousarray(m.T), np.asfortranarray(m)


# call: contig(np.array(3), 7)
# call: contig(np.array(2.5), -1.0)
# call: fortran(np.array(4.5))
# call: fortran(np.array(True))
# call: nd(np.arange(6.0).reshape(2, 3))

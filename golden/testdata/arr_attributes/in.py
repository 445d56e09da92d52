"""Array attributes: shape, size, ndim, T, itemsize, nbytes, strides."""
import numpy as np
from numba import njit


@njit
def describe(a):
    return a.shape, a.size, a.ndim, a.itemsize, a.strides


@njit
def transposed(a):
    t = a.T
    return t.shape, t[0, 1], t[2, 0]

# call: describe(np.zeros((2, 3)))
# call: describe(np.zeros((4, 2, 3), dtype=np.int32))
# call: describe(np.arange(5))
# call: transposed(np.arange(6.0).reshape(2, 3))

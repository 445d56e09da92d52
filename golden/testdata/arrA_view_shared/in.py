"""Views share memory with their base: writes through a row, a column, a strided slice of a slice, a reshape
and a transpose are seen in the base array (and in the caller's argument)."""
import numpy as np
from numba import njit


@njit
def through_row(m):
    r = m[1]
    r[0] = -1.0
    r += 10.0
    return m


@njit
def through_column(m):
    c = m[:, -1]
    c[:] = 7.0
    return m.sum()


@njit
def through_chain(a):
    v = a[1:-1]
    w = v[::2]
    w[:] = 0.0
    x = a.reshape((2, 4))
    x[1, 0] = 42.0
    return a


@njit
def through_transpose(m):
    t = m.T
    t[0, 1] = 5.0
    t[-1] *= 2.0
    return m

# call: through_row(np.arange(6.0).reshape(2, 3))
# call: through_column(np.arange(6.0).reshape(3, 2))
# call: through_chain(np.arange(8.0))
# call: through_transpose(np.arange(6.0).reshape(2, 3))
# call: through_row(np.asfortranarray(np.arange(6.0).reshape(2, 3)))

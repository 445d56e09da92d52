"""Copy semantics: a.copy() and np.copy own their data; a slice, a reshape and plain assignment alias it.
a.copy() is C-ordered; np.copy keeps an F-ordered (or transposed C) array F-ordered, as Numba does."""
import numpy as np
from numba import njit


@njit
def copies(a):
    b = a.copy()
    c = np.copy(a)
    b[0] = -1.0
    c[1] = -2.0
    return a, b, c


@njit
def aliases(a):
    v = a[1:]
    r = a.reshape((2, 3))
    same = a
    v[0] = 10.0
    r[1, 2] = 20.0
    same[0] = 30.0
    return a, v, r


@njit
def copy_of_view(m):
    c = m[:, 1].copy()
    c[:] = 0.0
    return m, c

@njit
def copy_layouts(m):
    t = m.T.copy()
    t[0, 0] = -9.0
    c = np.copy(m)
    c[-1, -1] = -8.0
    return m, t, c, t.strides, c.strides, np.copy(m.T).strides, m.copy().strides

# call: copies(np.array([1.0, 2.0, 3.0]))
# call: aliases(np.arange(6.0))
# call: copy_layouts(np.arange(6.0).reshape(2, 3))
# call: copy_layouts(np.asfortranarray(np.arange(6.0).reshape(2, 3)))
# call: copy_of_view(np.arange(6.0).reshape(3, 2))

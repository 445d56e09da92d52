"""Array attributes shape, size, ndim, itemsize and strides on 1-, 2- and 3-d arrays, empty arrays made in the function,
F-ordered arrays, and on transposes (T reverses shape and strides; T.T is the original)."""
import numpy as np
from numba import njit


@njit
def describe(a):
    return a.shape, a.size, a.ndim, a.itemsize, a.strides


@njit
def created_empty(n):
    a = np.zeros(n)
    b = np.zeros((n, 3))
    c = np.zeros((3, n), dtype=np.int32)
    return a.shape, a.strides, b.shape, b.strides, c.shape, c.strides, c.T.strides, c.size, c.itemsize


@njit
def transposed(m):
    t = m.T
    return t.shape, t.size, t.ndim, t.strides, t.T.strides, t[0, -1], t[-1, 0]


@njit
def transposed3(c):
    t = c.T
    return t.shape, t.strides, t[1, 2, 0], t[0, 0, 1], c.T.T.shape


@njit
def views(m):
    r = m[1]
    s = m[:, ::2]
    return r.shape, r.strides, s.shape, s.strides, m[::-1].strides

# call: describe(np.arange(5, dtype=np.int32))
# call: describe(np.zeros((2, 3)))
# call: describe(np.zeros((4, 2, 3), dtype=np.int32))
# call: describe(np.asfortranarray(np.zeros((2, 3))))
# call: created_empty(0)
# call: created_empty(2)
# call: transposed(np.arange(6.0).reshape(2, 3))
# call: transposed(np.arange(8, dtype=np.int32).reshape(4, 2))
# call: transposed3(np.arange(24.0).reshape(2, 3, 4))
# call: views(np.arange(12.0).reshape(3, 4))

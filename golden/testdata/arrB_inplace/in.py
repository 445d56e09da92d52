"""In-place operators += -= *= /= on whole arrays, on slices and on rows and columns, with a
scalar, a same-shape array or a broadcast row or column on the right."""
import numpy as np
from numba import njit


@njit
def whole(a, b):
    a += b
    a *= 2.0
    a -= 1.0
    a /= b
    return a


@njit
def on_slices(m, r):
    m[1:, :] += r
    m[:, 0] *= -1.0
    m[0, ::2] -= 100.0
    m[:, 1:] /= 2.0
    return m


@njit
def with_column(m, c):
    m -= c.reshape((c.size, 1))
    m[:, 1:] *= c.reshape((-1, 1))
    return m


@njit
def int_inplace(a, k):
    a += k
    a *= 3
    a -= a[0]
    a[::2] += 10
    return a

# call: whole(np.array([1.0, 2.0, 3.0]), np.array([0.5, -2.0, 4.0]))
# call: whole(np.zeros(0), np.zeros(0))
# call: on_slices(np.arange(12.0).reshape(3, 4), np.array([1.0, 2.0, 3.0, 4.0]))
# call: with_column(np.arange(6.0).reshape(2, 3), np.array([10.0, -1.0]))
# call: int_inplace(np.array([1, 2, 3, 4, 5]), 7)
# call: int_inplace(np.array([5, -5, 0], dtype=np.int32), -2)

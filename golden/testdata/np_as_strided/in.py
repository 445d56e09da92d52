# np.lib.stride_tricks.as_strided: views of an array's memory with byte strides (Numba
# requires the strides), rolling windows whose rows share elements, and views of views.
import numpy as np
from numba import njit
from numpy.lib.stride_tricks import as_strided


@njit
def windows(a, w):
    # rolling windows over the last axis (numba issue 1884)
    shape = a.shape[:-1] + (a.shape[-1] - w + 1, w)
    strides = a.strides + (a.strides[-1],)
    return np.lib.stride_tricks.as_strided(a, shape=shape, strides=strides)


@njit
def same_shape(a):
    # shape left out: a's own
    return as_strided(a, strides=(a.strides[0],) + a.strides[1:])


@njit
def transposed(a):
    n, m = a.shape
    s0, s1 = a.strides
    return as_strided(a, (m, n), (s1, s0))


@njit
def tail_windows(a):
    # a view of a view: the windows start at a[2:] and stay inside it
    b = a[2:]
    return as_strided(b, (b.shape[0] - 1, 2), (b.strides[0], b.strides[0])).sum()


@njit
def broadcast_rows(a, n):
    # a zero stride repeats a's row n times
    return as_strided(a, (n, a.shape[0]), (0, a.strides[0])) * 2


@njit
def write_through(a):
    v = as_strided(a, (a.shape[0] // 2,), (2 * a.strides[0],))
    v[:] = -1
    return a


# call: windows(np.arange(6), 3)
# call: windows(np.arange(24.0).reshape(4, 6), 2)
# call: windows(np.arange(10, dtype=np.float32)[::2], 2)
# call: windows(np.array([True, False, True, True]), 2)
# call: same_shape(np.arange(12).reshape(3, 4))
# call: same_shape(np.arange(12).reshape(3, 4)[:, ::2])
# call: transposed(np.arange(6.0).reshape(2, 3))
# call: transposed(np.array([[1 + 2j, 3j], [4, -1j], [0, 5]]))
# call: tail_windows(np.arange(7))
# call: broadcast_rows(np.arange(3.0), 4)
# call: broadcast_rows(np.arange(3.0), 0)
# call: write_through(np.arange(7))

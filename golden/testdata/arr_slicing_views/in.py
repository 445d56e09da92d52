"""Basic indexing: slices with steps, negative steps, None and ellipsis; views share memory."""
import numpy as np
from numba import njit


@njit
def pieces(a):
    return a[1:4], a[::2], a[::-1], a[-3:], a[5:1:-2]


@njit
def matrix_pieces(m):
    return m[1], m[:, 2], m[1:, ::2], m[..., 0], m[::-1, ::2]


@njit
def write_through(m):
    row = m[1]
    row[:] = -1.0
    m[:, 0] = 9.0
    m[0, 1:] = np.arange(3.0)
    return m


@njit
def scale_view(a):
    v = a[::2]
    v *= 10
    return a

# call: pieces(np.arange(8.0))
# call: matrix_pieces(np.arange(12.0).reshape(3, 4))
# call: write_through(np.zeros((3, 4)))
# call: scale_view(np.arange(7))

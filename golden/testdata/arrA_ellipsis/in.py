"""Ellipsis first, last and in the middle of an index, with integers and slices, on 2- and 3-d arrays, read and written."""
import numpy as np
from numba import njit


@njit
def e2(m):
    return m[:, ...], m[..., 1], m[1, ...], m[..., ::-1], m[..., 1:], m[-1, ..., 0]


@njit
def e3(c):
    return c[..., 0], c[0, ...], c[1, ..., 2], c[..., 1, :], c[:, ..., -1], c[..., ::2, 1]


@njit
def e_write(c):
    c[..., 0] = -1
    c[1, ...] = 5
    c[0, ..., -1] = 9
    return c

# call: e2(np.arange(6.0).reshape(2, 3))
# call: e3(np.arange(24).reshape(2, 3, 4))
# call: e_write(np.zeros((2, 2, 3), dtype=np.int64))

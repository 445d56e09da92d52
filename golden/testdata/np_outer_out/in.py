"""np.outer(a, b, out=out): the products of the flattened a and b, computed in their promoted
dtype and stored (cast) into out, of any layout, which is returned (the same array: writes
through it show); float products into a complex out; an out of another shape raises a
ValueError in pygo, where Numba writes unchecked."""
import numpy as np
from numba import njit


@njit
def outer(a, b, out):
    r = np.outer(a, b, out=out)
    return r, out


@njit
def alias(a, b):
    out = np.zeros((a.size, b.size))
    r = np.outer(a, b, out=out)
    r[0, 0] = 99.0
    return out[0, 0]


@njit
def into_view(a, b):
    buf = np.zeros((4, 6), dtype=np.complex128)
    np.outer(a, b, out=buf[::2, 1::2])
    return buf


# call: outer(np.arange(3.0), np.array([1.0, -2.0]), np.zeros((3, 2)))
# call: outer(np.arange(6.0).reshape(2, 3), np.array([[1.0, -2.0]]), np.ones((6, 2)))
# call: outer(np.array([1, 2, 3]), np.array([-1, 4]), np.zeros((3, 2), dtype=np.int64))
# call: outer(np.array([1.0, -1.0]), np.array([-2.0, 3.0]), np.zeros((2, 2), dtype=np.complex128))
# call: outer(np.array([1j, 2]), np.array([1, -1j]), np.asfortranarray(np.zeros((2, 2), dtype=np.complex128)))
# call: alias(np.arange(2.0), np.arange(3.0))
# call: into_view(np.array([1.0, 2.0]), np.array([1.0, 2.0, 3.0]))

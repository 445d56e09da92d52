"""np.asarray_chkfinite(a, dtype=None) as Numba 0.56: np.asarray(a, dtype) of an array, list or
tuple (the array itself when the dtype is its own), any dtype; an inf or NaN (in either part of
a complex number) raises ValueError."""
import numpy as np
from numba import njit


@njit
def chk(a, dtype):
    return np.asarray_chkfinite(a, dtype)


@njit
def chk_kinds(a):
    return np.asarray_chkfinite(a, dtype=np.float32), np.asarray_chkfinite(a, np.complex128), np.asarray_chkfinite([1, 2, 3]), np.asarray_chkfinite((1.5, 2.5))


@njit
def chk_same(a):
    b = np.asarray_chkfinite(a)
    b[0] = 99
    return a

# call: chk(np.arange(6.0).reshape(2, 3), None)
# call: chk(np.array([1, 2, 3]), None)
# call: chk(np.array([1.0, np.inf]), None)
# call: chk(np.array([1 + 2j, 1j]), None)
# call: chk(np.array([1 + 2j, np.nan]), None)
# call: chk_kinds(np.array([0.5, -1.25]))
# call: chk_kinds(np.array([3, 4]))
# call: chk_same(np.zeros(3))

"""Ufuncs with out= given by keyword, which NumPy accepts and Numba 0.56 rejects (its
ufuncs take no keyword arguments)."""
# oracle: cpython Numba 0.56 rejects out= as a keyword argument of a ufunc
import numpy as np
from numba import njit


@njit
def kw(x, y, out):
    np.sqrt(x, out=out)
    a = out.copy()
    np.add(x, y, out=out)
    b = out.copy()
    np.hypot(x, y, out=out)
    return a, b, out


@njit
def kw_2d(m, out):
    np.multiply(m, m, out=out)
    return np.log1p(out, out=out)

# call: kw(np.array([1.0, 4.0, 9.0]), np.array([3.0, 0.0, -2.0]), np.zeros(3))
# call: kw_2d(np.arange(6.0).reshape(2, 3), np.zeros((2, 3)))

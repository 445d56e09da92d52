"""Ufuncs with an output array given by position: unary and binary ufuncs write into it
(broadcasting the inputs to its shape, casting int results into a float output) and return it."""
import numpy as np
from numba import njit


@njit
def unary(x, out):
    np.sqrt(x, out)
    s = out.sum()
    np.negative(x, out)
    s += out.sum()
    np.floor(x, out)
    s += out.sum()
    r = np.exp(x, out)
    return s, r


@njit
def binary(a, b, out):
    np.add(a, b, out)
    t = out.copy()
    np.multiply(a, 2.0, out)
    t += out
    np.maximum(a, b, out)
    t += out
    np.power(a, 2, out)
    t += out
    np.arctan2(a, b, out)
    return t + out


@njit
def broadcast_into(row, out):
    np.subtract(out, row, out)
    np.add(out, 1.0, out)
    return out


@njit
def int_into_float(i, j, out):
    np.add(i, j, out)
    return out


@njit
def ints(i, j, out):
    np.bitwise_and(i, j, out)
    a = out.copy()
    np.left_shift(i, 1, out)
    return a, out


@njit
def compare(a, b, out):
    np.less(a, b, out)
    return out


@njit
def returns_out(x, out):
    y = np.abs(x, out)
    y[0] = 100.0
    return out

# call: unary(np.array([0.25, 1.0, 4.0, 2.5]), np.zeros(4))
# call: binary(np.array([1.0, -2.0, 3.5]), np.array([0.5, 4.0, -1.0]), np.zeros(3))
# call: broadcast_into(np.array([1.0, 2.0, 3.0]), np.arange(6.0).reshape(2, 3))
# call: int_into_float(np.array([1, 2, 3]), np.array([10, 20, 30]), np.zeros(3))
# call: ints(np.array([12, 7, 5]), np.array([10, 3, 4]), np.zeros(3, dtype=np.int64))
# call: compare(np.array([1.0, 5.0, 2.0]), np.array([2.0, 2.0, 2.0]), np.zeros(3, dtype=np.bool_))
# call: returns_out(np.array([-1.5, 2.0]), np.zeros(2))

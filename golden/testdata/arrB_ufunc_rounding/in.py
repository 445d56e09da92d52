"""Sign and rounding ufuncs: abs/absolute (int, float, complex), sign, floor, ceil, trunc, rint
(half to even) and copysign, on arrays and scalars; negative zero and NaN results."""
import numpy as np
from numba import njit


@njit
def magnitudes(a):
    return np.abs(a), np.absolute(a), np.sign(a)


@njit
def rounding(x):
    return np.floor(x), np.ceil(x), np.trunc(x), np.rint(x)


@njit
def copysigns(x, y):
    return np.copysign(x, y), np.copysign(x, -1.0), np.copysign(2.0, y)


@njit
def complex_abs(z):
    return np.abs(z), np.absolute(z)


@njit
def scalar_rounding(x):
    return np.floor(x), np.ceil(x), np.trunc(x), np.rint(x), np.sign(x), np.abs(x)

# call: magnitudes(np.array([-3, 0, 5, -9223372036854775807]))
# call: magnitudes(np.array([-2.5, -0.0, 0.0, 3.0, -np.inf, np.nan]))
# call: magnitudes(np.array([-4, 7], dtype=np.int32))
# call: rounding(np.array([-2.5, -1.5, -0.5, -0.4, 0.5, 1.5, 2.5, 2.7, -0.0, np.nan, np.inf]))
# call: rounding(np.array([1.25, -3.75], dtype=np.float32))
# call: copysigns(np.array([1.0, -2.0, 0.0, np.nan]), np.array([-0.0, 3.0, -1.0, -1.0]))
# call: complex_abs(np.array([3 + 4j, -1j, 0j]))
# call: scalar_rounding(-3.5)
# call: scalar_rounding(4.5)

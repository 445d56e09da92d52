"""Two-argument ufuncs: power, minimum, maximum, fmin and fmax on arrays, scalars and
mixed int/float operands; minimum/maximum propagate NaN, fmin/fmax ignore it."""
import numpy as np
from numba import njit


@njit
def extrema(x, y):
    return np.minimum(x, y), np.maximum(x, y), np.fmin(x, y), np.fmax(x, y)


@njit
def powers(x, y):
    return np.power(x, y), np.power(x, 2), np.power(2.0, y)


@njit
def mixed(a, x):
    return np.maximum(a, x), np.minimum(a, 0.5), np.fmax(a, 2), np.power(a, x)


@njit
def scalars(p, q):
    return np.minimum(p, q), np.maximum(p, q), np.fmin(p, q), np.fmax(p, q), np.power(p, q)

# call: extrema(np.array([1.0, 5.0, np.nan, -0.0, np.nan, -np.inf]), np.array([2.0, -5.0, 3.0, 0.0, np.nan, 1.0]))
# call: extrema(np.array([3, -1, 7]), np.array([2, 4, 7]))
# call: extrema(np.array([1.5, np.nan], dtype=np.float32), np.array([0.5, 2.0], dtype=np.float32))
# call: powers(np.array([2.0, -2.0, 0.0, 9.0]), np.array([0.5, 2.0, -1.0, 0.5]))
# call: powers(np.array([2, 3, -4]), np.array([3, 2, 1]))
# call: mixed(np.array([1, -2, 3]), np.array([0.5, 0.5, 2.0]))
# call: scalars(2.0, float('nan'))
# call: scalars(-3.0, 2.0)

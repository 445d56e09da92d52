"""Trigonometric and hyperbolic ufuncs: sin, cos, tan, arcsin, arccos, arctan, arctan2, sinh,
cosh, tanh, hypot, deg2rad and rad2deg on arrays (float64, float32, int) and scalars, with
out-of-domain inputs (NaN), signed zeros and infinities."""
import numpy as np
from numba import njit


@njit
def circular(x):
    return np.sin(x), np.cos(x), np.tan(x), np.arctan(x)


@njit
def inverse(x):
    return np.arcsin(x), np.arccos(x), np.arctan(x)


@njit
def hyperbolic(x):
    return np.sinh(x), np.cosh(x), np.tanh(x)


@njit
def two_args(y, x):
    return np.arctan2(y, x), np.hypot(y, x), np.rad2deg(np.arctan2(y, x)), np.deg2rad(y)


@njit
def scalar_trig(d):
    r = np.deg2rad(d)
    return np.sin(r), np.cos(r), np.rad2deg(r), np.arctan2(1.0, d), np.hypot(d, 4)

# call: circular(np.array([0.0, 0.5, -1.0, 3.141592653589793, 1e6, np.inf, np.nan]))
# call: circular(np.array([0.25, -2.0], dtype=np.float32))
# call: circular(np.array([0, 1, -2]))
# call: inverse(np.array([0.0, 0.5, -1.0, 1.0, 1.5, -np.inf]))
# call: hyperbolic(np.array([0.0, 0.5, -3.0, 20.0, 800.0, -np.inf]))
# call: two_args(np.array([0.0, -0.0, 1.0, -1.0, np.inf, 3.0]), np.array([-0.0, -1.0, 0.0, -1.0, np.inf, 4.0]))
# call: two_args(np.array([3, -5]), np.array([4, 12]))
# call: scalar_trig(30.0)
# call: scalar_trig(-180.0)

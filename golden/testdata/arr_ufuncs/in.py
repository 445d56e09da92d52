"""NumPy ufuncs on arrays and scalars."""
import numpy as np
from numba import njit


@njit
def trig(x):
    return np.sin(x) + np.cos(x) * np.tan(x / 4)


@njit
def explog(x):
    return np.exp(x), np.log(x), np.log1p(x), np.sqrt(x), np.log10(x)


@njit
def binary(x, y):
    return np.arctan2(x, y), np.hypot(x, y), np.maximum(x, y), np.minimum(x, y), np.power(x, 2)


@njit
def rounding(x):
    return np.floor(x), np.ceil(x), np.trunc(x), np.rint(x), np.sign(x), np.abs(x)


@njit
def predicates(x):
    return np.isnan(x), np.isinf(x), np.isfinite(x)


@njit
def scalar_ufuncs(v):
    return np.sqrt(v), np.exp(v), np.floor(v), np.maximum(v, 1.0)


@njit
def selected(x):
    return np.where(x > 0, x, -x), np.clip(x, -1.0, 1.0)

# call: trig(np.linspace(0.0, 3.0, 7))
# call: explog(np.array([0.5, 1.0, 2.0, 10.0]))
# call: binary(np.array([1.0, -2.0, 3.0]), np.array([2.0, 2.0, -1.0]))
# call: rounding(np.array([-2.5, -1.5, -0.4, 0.5, 1.5, 2.7]))
# call: predicates(np.array([1.0, np.nan, np.inf, -np.inf]))
# call: scalar_ufuncs(2.25)
# call: selected(np.array([-3.0, -0.5, 0.25, 2.0]))

"""Module-level np.finfo/np.iinfo values and NumPy's constant aliases (np.infty, np.NINF, np.NaN, np.euler_gamma), frozen as Numba freezes them."""
import numpy as np
from numba import njit

FLOAT32_EPS = np.finfo(np.float32).eps
FLOAT32_MAX = np.finfo(np.float32).max
FLOAT_TINY = np.finfo(float).tiny
INT32_MAX = np.iinfo(np.int32).max
UINT8_MIN = np.iinfo("uint8").min
BIG = np.iinfo(np.uint64).max


@njit
def limits():
    return FLOAT32_EPS, FLOAT32_MAX, FLOAT_TINY, INT32_MAX, UINT8_MIN, BIG


@njit
def clamp_to_float32(x):
    if x > FLOAT32_MAX:
        return np.infty
    if x < -FLOAT32_MAX:
        return np.NINF
    return x


@njit
def gamma_ish(n):
    if n < 0:
        return np.NaN
    return np.euler_gamma * n + np.Inf * 0.0 if n == 0 else np.euler_gamma * n

# call: limits()
# call: clamp_to_float32(1e39)
# call: clamp_to_float32(-1e39)
# call: clamp_to_float32(2.5)
# call: gamma_ish(2.0)
# call: gamma_ish(-1.0)

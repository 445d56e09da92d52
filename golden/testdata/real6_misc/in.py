"""Real code: idioms of numeric libraries — a module-level lookup table array, optional array
arguments defaulting to None (`if w is None: w = np.ones(n)`), an inner closure over arrays,
enumerate over zip, for-else, and a dict keyed by tuples accumulating floats."""
import numpy as np
from numba import njit, types
from numba.typed import Dict

LUT = np.array([0.0, 0.5, 0.8, 0.95, 1.0])
SCALE = 2.5
KEY_T = types.UniTuple(types.int64, 2)


@njit
def weighted_mean(x, w=None):
    if w is None:
        w = np.ones(x.shape[0])
    return np.sum(x * w) / np.sum(w)


@njit
def lut_interp(v):
    i = int(v * (LUT.shape[0] - 1))
    if i >= LUT.shape[0] - 1:
        return LUT[-1] * SCALE
    t = v * (LUT.shape[0] - 1) - i
    return (LUT[i] * (1 - t) + LUT[i + 1] * t) * SCALE


@njit
def pair_stats(a, b):
    def score(i, j):
        return a[i] * b[j] - a[j] * b[i]
    acc = Dict.empty(key_type=KEY_T, value_type=types.float64)
    for k, (x, y) in enumerate(zip(a, b)):
        key = (int(x > 0), int(y > 0))
        acc[key] = acc.get(key, 0.0) + score(k, (k + 1) % len(a))
    out = []
    for key in sorted(acc.keys()):
        out.append((key[0], key[1], acc[key]))
    return out


@njit
def first_negative(a):
    for i, v in enumerate(a):
        if v < 0:
            break
    else:
        return -1
    return i


@njit
def run(x, w):
    return weighted_mean(x), weighted_mean(x, w), lut_interp(0.3), lut_interp(1.0), first_negative(x), first_negative(w - 2.0)


# call: run(np.array([1.0, 2.0, 3.0, 4.0]), np.array([4.0, 3.0, 2.0, 1.0]))
# call: pair_stats(np.array([1.0, -2.0, 3.0, -0.5]), np.array([0.5, 1.5, -1.0, -2.0]))

"""@vectorize bodies that run in vector assembly: arithmetic, comparisons, conditional expressions, abs and sqrt, float32 widened to float64, on inputs long enough for every lane width, with nan, inf and -0.0."""
# compare: exact
import math
import numpy as np
from numba import vectorize


@vectorize(["float64(float64, float64)", "float32(float32, float32)"])
def clipped_ratio(x, y):
    return (x - y) / (abs(x) + abs(y) + 1.0) if x > y else -x * 0.5 + y ** 2


@vectorize(["float32(float32, float32)"])
def widen(x, y):
    return x * 2.5 + np.sqrt(y) - np.abs(x) / y


@vectorize(["boolean(float64, float64)"])
def near(x, y):
    return abs(x - y) <= 0.5


@vectorize(["float64(float64)"])
def shrink(x):
    return math.sqrt(math.fabs(x)) if x != 0.0 else -x

# call: clipped_ratio(np.tile(np.array([0.0, -0.0, 1.5, -2.25, np.inf, -np.inf, np.nan, 1e-300, 3.0]), 4), np.linspace(-4.0, 4.0, 36))
# call: clipped_ratio(np.linspace(-3.0, 3.0, 37).astype(np.float32), np.linspace(2.0, -2.0, 37).astype(np.float32))
# call: clipped_ratio(np.arange(40.0).reshape(5, 8), np.arange(8.0) * 3.0)
# call: widen(np.linspace(-3.0, 3.0, 37).astype(np.float32), np.linspace(0.5, 9.0, 37).astype(np.float32))
# call: widen(np.tile(np.array([0.0, -0.0, 1.0, np.inf, np.nan], dtype=np.float32), 7), np.tile(np.array([1.0, 0.0, -1.0, 4.0, 2.0, np.inf, 0.25], dtype=np.float32), 5))
# call: near(np.linspace(0.0, 10.0, 41), np.linspace(0.2, 9.0, 41))
# call: shrink(np.tile(np.array([0.0, -0.0, 2.0, -8.0, np.inf, -np.inf, np.nan]), 5))

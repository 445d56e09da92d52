"""Default arguments and keyword calls between @njit functions, including an omitted middle argument."""
import numpy as np
from numba import njit


@njit
def scale(x, factor=2.0, offset=0.0, clip=None):
    y = x * factor + offset
    if clip is not None:
        y = np.minimum(y, clip)
    return y


@njit
def run(x):
    a = scale(x)
    b = scale(x, offset=1.0)
    c = scale(x, 0.5, clip=1.0)
    d = scale(factor=3.0, x=x)
    return a, b, c, d

# call: run(np.array([0.0, 1.0, 2.0]))

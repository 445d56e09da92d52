"""np.finfo and np.iinfo constants, math.inf, np.nextafter-free tolerance loops using eps."""
import math
import numpy as np
from numba import njit


@njit
def limits():
    eps = np.finfo(np.float64).eps
    big = np.iinfo(np.int32).max
    t = 1.0
    k = 0
    while 1.0 + t != 1.0:
        t /= 2.0
        k += 1
    return eps, big, k, t * 2 == eps, math.inf > 1e308, np.finfo(np.float32).max

# call: limits()

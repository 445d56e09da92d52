"""math.isnan/isinf/isfinite and the constants pi, e, inf, nan, tau."""
import math
from numba import njit


@njit
def classify(x):
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return 1 if x > 0 else -1
    if math.isfinite(x):
        return 2
    return 3


@njit
def consts():
    return math.pi, math.e, math.tau, math.inf, -math.inf, math.isnan(math.nan)


@njit
def circle(r):
    return math.pi * r * r, math.tau * r

# call: classify(float('nan'))
# call: classify(float('-inf'))
# call: classify(1e308)
# call: consts()
# call: circle(2)

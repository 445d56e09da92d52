"""Constants and helpers that the other modules import."""
import math

import scipy.special  # a third-party module that compiled code never uses

SCALE = 2.5
OFFSET = (1, 2)


def clamp(x, lo, hi):
    """The same name as main.clamp: both get a module prefix."""
    return min(max(x, lo), hi)


def norm(x, y):
    return math.sqrt(x * x + y * y) * SCALE


def special_comb(n, k):
    # Never called from compiled code, so the scipy use is no error.
    return scipy.special.comb(n, k)
